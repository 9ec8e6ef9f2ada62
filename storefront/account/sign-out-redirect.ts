import { pathBelowLocale, stripPreviewPrefix } from '../../runtime/core';

/** Spec 000 §2: "On logout, a shopper on cart, checkout, favorites or account paths is sent to home." */
const privateAreas = new Set(['cart', 'checkout', 'favorites', 'account']);

/**
 * Where a shopper goes after signing out from `path` (path and query, as the page has it): home of the same
 * locale (and preview prefix) when the page was one of their own, else `undefined` (they stay).
 *
 * @example homeAfterSignOut('/en-gb/checkout/billing') // '/en-gb'
 */
export function homeAfterSignOut(path: string): string | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const area = pathBelowLocale(pathname).split('/')[1] ?? '';
  if (!privateAreas.has(area.toLowerCase())) return undefined;
  const { path: own, preview } = stripPreviewPrefix(pathname);
  const locale = own.split('/')[1] ?? '';
  return `${preview ? '/pre' : ''}/${locale}`;
}
