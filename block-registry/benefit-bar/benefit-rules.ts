/**
 * Which benefits a site may promise. Zod-free, so the component and its tests share it without the schemas.
 * Spec 001 §9: the free-shipping benefit is excluded in France, Italy, Germany and the United Kingdom.
 */
export const FREE_SHIPPING_EXCLUDED_COUNTRIES: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

/** Whether a benefit of this kind may be shown in this country (ISO 3166-1 alpha-2, any case). */
export function benefitAllowed(benefit: string | undefined, country: string): boolean {
  if (benefit !== 'freeShipping') return true;
  return !FREE_SHIPPING_EXCLUDED_COUNTRIES.includes(country.toUpperCase());
}

/** The benefits of a bar that this country may see, in their order. */
export const visibleBenefits = <B extends { readonly benefit?: string }>(items: readonly B[], country: string): B[] =>
  items.filter((item) => benefitAllowed(item.benefit, country));
