import type { Site } from '../../../runtime/core';

/** One site's standard delivery: its price, its delivery time and (where the site offers it) free from an item total. */
export interface StandardShipping {
  readonly price: number;
  readonly deliveryTime: string;
  readonly freeOver?: number;
}

/**
 * Standard delivery by country, in minor units. Free shipping over $75 (US) and CA$99 (Canada), as the promo bars say;
 * none in Great Britain, France and Germany (spec 001 §9 excludes them from the free-shipping benefit).
 */
const byCountry: Readonly<Record<string, StandardShipping>> = {
  US: { price: 800, deliveryTime: '3-5', freeOver: 7500 },
  CA: { price: 1200, deliveryTime: '3-6', freeOver: 9900 },
  GB: { price: 495, deliveryTime: '2-4' },
  FR: { price: 595, deliveryTime: '2-4' },
  DE: { price: 595, deliveryTime: '2-4' },
};

export function standardShipping(site: Site): StandardShipping {
  const found = byCountry[site.locale.country];
  if (!found) throw new Error(`no shipping configured for ${site.locale.country}`);
  return found;
}

/** VAT rates where prices include it (Europe); North American sales tax is added at checkout from the address. */
const vatByCountry: Readonly<Record<string, number>> = { GB: 0.2, FR: 0.2, DE: 0.19 };

export const includedVatRate = (site: Site): number | undefined => vatByCountry[site.locale.country];

/** The VAT within a total that includes it, rounded to the minor unit. */
export const vatWithin = (total: number, rate: number): number => Math.round(total - total / (1 + rate));
