/**
 * Route shapes of the storefront (spec 000 §2, spec 001 §2). Pure: it knows path shapes only, not which
 * locales or documents exist.
 */
export const PREVIEW_PREFIX = '/pre';

/** Named areas by their first path segment below the locale. */
export const namedAreas = [
  'cart', 'checkout', 'order-confirmation', 'account', 'favorites', 'search', 'grid', 'store-locator', 'gift-card',
  'contact-us', 'sign-up', 'sign-in', 'showcase',
] as const;
export type NamedArea = (typeof namedAreas)[number];

export const checkoutSteps = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export type InvalidReason = 'locale' | 'category-id' | 'product-id' | 'path';

interface Base {
  /** The path came with the `/pre` preview prefix. */
  readonly preview: boolean;
}
export type RouteMatch = Base &
  (
    | { readonly kind: 'root' }
    | { readonly kind: 'home'; readonly locale: string }
    | { readonly kind: 'category'; readonly locale: string; readonly slug: string; readonly categoryId: string }
    | { readonly kind: 'product'; readonly locale: string; readonly slug: string; readonly productId: string }
    | { readonly kind: 'area'; readonly locale: string; readonly area: NamedArea; readonly sub?: string }
    | { readonly kind: 'page'; readonly locale: string; readonly slug: string }
    /** A page under its parent; `grandparent` when the parent has one too (`/help/returns/how-to-return`). */
    | { readonly kind: 'child-page'; readonly locale: string; readonly parent: string; readonly slug: string; readonly grandparent?: string }
    /** `locale` is set when the path starts with something shaped like a locale. */
    | { readonly kind: 'invalid'; readonly locale?: string; readonly reason: InvalidReason }
  );

export const LOCALE_PATTERN = /^[a-z]{2}-[a-z]{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const CATEGORY = /^([A-Za-z0-9][\w-]*?)-c?(\d{4,10})$/;
const PRODUCT = /^([A-Za-z0-9][\w-]*?)-p?([A-Z0-9]{8,11})$/;

const isArea = (segment: string): segment is NamedArea => (namedAreas as readonly string[]).includes(segment);

/** Splits off the `/pre` prefix; the rest is matched as usual. */
export function stripPreviewPrefix(pathname: string): { path: string; preview: boolean } {
  if (pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`)) {
    return { path: pathname.slice(PREVIEW_PREFIX.length) || '/', preview: true };
  }
  return { path: pathname, preview: false };
}

/**
 * Matches a pathname against the storefront's route shapes.
 *
 * @example
 * matchRoute('/en-gb/c/running-shoes-1234') // { kind: 'category', locale: 'en-gb', slug: 'running-shoes', categoryId: '1234', preview: false }
 */
export function matchRoute(pathname: string): RouteMatch {
  const { path, preview } = stripPreviewPrefix(pathname);
  const segments = path.split('/').filter(Boolean);
  const [first, second, third, fourth, ...rest] = segments;
  if (first === undefined) return { kind: 'root', preview };
  if (!LOCALE_PATTERN.test(first)) return { kind: 'invalid', reason: 'locale', preview };
  const locale = first;
  const invalid = (reason: InvalidReason): RouteMatch => ({ kind: 'invalid', locale, reason, preview });
  if (second === undefined) return { kind: 'home', locale, preview };
  if (rest.length > 0) return invalid('path');

  if (second === 'c' || second === 'p') {
    if (third === undefined || fourth !== undefined) return invalid('path');
    const found = (second === 'c' ? CATEGORY : PRODUCT).exec(third);
    if (!found?.[1] || !found[2]) return invalid(second === 'c' ? 'category-id' : 'product-id');
    return second === 'c'
      ? { kind: 'category', locale, slug: found[1], categoryId: found[2], preview }
      : { kind: 'product', locale, slug: found[1], productId: found[2], preview };
  }
  if (third === undefined) {
    if (isArea(second)) return { kind: 'area', locale, area: second, preview };
    return SLUG.test(second) ? { kind: 'page', locale, slug: second, preview } : invalid('path');
  }
  if (fourth !== undefined) {
    // Three segments: a page two levels down, as the spec's /help/returns/how-to-return link needs (spec 001 §2).
    if (isArea(second)) return invalid('path');
    return [second, third, fourth].every((s) => SLUG.test(s)) ? { kind: 'child-page', locale, grandparent: second, parent: third, slug: fourth, preview } : invalid('path');
  }
  // Two segments: checkout steps, account pages and the help centre's contact page are areas, not child pages.
  if (second === 'checkout') {
    return (checkoutSteps as readonly string[]).includes(third) ? { kind: 'area', locale, area: 'checkout', sub: third, preview } : invalid('path');
  }
  if (second === 'account') return SLUG.test(third) ? { kind: 'area', locale, area: 'account', sub: third, preview } : invalid('path');
  if (second === 'help' && third === 'contact-us') return { kind: 'area', locale, area: 'contact-us', preview };
  if (isArea(second)) return invalid('path');
  return SLUG.test(second) && SLUG.test(third) ? { kind: 'child-page', locale, parent: second, slug: third, preview } : invalid('path');
}

/** The path below the locale (`/en-us/c/x-1234` → `/c/x-1234`, `/en-us` → `/`), without the preview prefix. */
export function pathBelowLocale(pathname: string): string {
  const { path } = stripPreviewPrefix(pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== undefined && LOCALE_PATTERN.test(segments[0])) segments.shift();
  return `/${segments.join('/')}`;
}
