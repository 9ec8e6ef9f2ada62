/**
 * Path shapes of the storefront (spec 000 §2, spec 001 §2) as pure helpers. The storefront's route table
 * (React Router's) is the only matcher; these check the segments it hands to loaders, and take paths apart
 * for classification and route-pattern espots. Pure: they know shapes only, not which locales or documents exist.
 */
export const PREVIEW_PREFIX = '/pre';

/** Named areas by their first path segment below the locale. */
export const namedAreas = [
  'cart',
  'checkout',
  'order-confirmation',
  'account',
  'favorites',
  'search',
  'grid',
  'store-locator',
  'gift-card',
  'contact-us',
  'sign-up',
  'sign-in',
  'showcase',
  // Spec 000 §2's form links: a reset link asked for, and the page that link opens.
  'forgot-password',
  'reset-password',
] as const;
export type NamedArea = (typeof namedAreas)[number];

/**
 * Named areas whose pages belong to one shopper (their cart, checkout, order, account, favourites): answered
 * `private, no-store`, so no shared cache keeps them and no other shopper is served them.
 */
export const shopperAreas = ['cart', 'checkout', 'order-confirmation', 'account', 'favorites'] as const satisfies readonly NamedArea[];

export const isShopperArea = (area: NamedArea): boolean => (shopperAreas as readonly NamedArea[]).includes(area);

export const checkoutSteps = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const LOCALE_PATTERN = /^[a-z]{2}-[a-z]{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const CATEGORY = /^([A-Za-z0-9][\w-]*?)-c?(\d{4,10})$/;
const PRODUCT = /^([A-Za-z0-9][\w-]*?)-p?([A-Z0-9]{8,11})$/;

/** A content page's key as a path segment: lower case letters, digits and hyphens. */
export const isPageSlug = (segment: string | undefined): segment is string => segment !== undefined && SLUG.test(segment);

export const isNamedArea = (segment: string | undefined): segment is NamedArea => (namedAreas as readonly string[]).includes(segment ?? '');

/**
 * A category segment `{slug}-{4 to 10 digits}` or `…-c{digits}`; `null` when the id fails its pattern.
 *
 * @example
 * categorySegment('running-shoes-1234') // { slug: 'running-shoes', id: '1234' }
 */
export function categorySegment(segment: string | undefined): { slug: string; id: string } | null {
  const found = CATEGORY.exec(segment ?? '');
  return found?.[1] && found[2] ? { slug: found[1], id: found[2] } : null;
}

/**
 * A product segment `{slug}-{8 to 11 uppercase alphanumerics}` or `…-p{id}`; `null` when the id fails its pattern.
 *
 * @example
 * productSegment('trail-runner-RL100234') // { slug: 'trail-runner', id: 'RL100234' }
 */
export function productSegment(segment: string | undefined): { slug: string; id: string } | null {
  const found = PRODUCT.exec(segment ?? '');
  return found?.[1] && found[2] ? { slug: found[1], id: found[2] } : null;
}

/** Splits off the `/pre` prefix; the rest is the page's path. */
export function stripPreviewPrefix(pathname: string): { path: string; preview: boolean } {
  if (pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`)) {
    return { path: pathname.slice(PREVIEW_PREFIX.length) || '/', preview: true };
  }
  return { path: pathname, preview: false };
}

/** The path below the locale (`/en-us/c/x-1234` → `/c/x-1234`, `/en-us` → `/`), without the preview prefix. */
export function pathBelowLocale(pathname: string): string {
  const { path } = stripPreviewPrefix(pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== undefined && LOCALE_PATTERN.test(segments[0])) segments.shift();
  return `/${segments.join('/')}`;
}

/**
 * The key of a site's `product` document that every product page shows when the product has no document of its
 * own (a valid product id no product has: products' master ids start with two capitals and hold digits).
 */
export const PRODUCT_TEMPLATE_KEY = 'PDPTEMPLATE';
