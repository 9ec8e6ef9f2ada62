import type { ContentMode } from '../../schemas';
import type { PageRouteHandle } from '../routes';

/** Whether the matched routes are a shopper's own page (cart, checkout, confirmation, account, favourites): their handle says. */
export function isShopperPage(matches: readonly { readonly route: { readonly handle?: unknown } }[]): boolean {
  return matches.some((match) => (match.route.handle as PageRouteHandle | undefined)?.shopper === true);
}

/**
 * A page's caching. A shopper's own page is never stored, by any cache (`private, no-store`); preview pages and
 * failures are not stored either; other published pages may be for a minute. The HTML depends on the shopper's
 * `ts_*` cookies (e.g. a closed promo bar), so caches key on the cookie too.
 */
export function cacheHeaders(mode: ContentMode | undefined, status: number, shopper = false): Record<string, string> {
  if (shopper) return { 'cache-control': 'private, no-store' };
  if (mode !== 'publish' || status >= 500) return { 'cache-control': 'no-store' };
  return { 'cache-control': 'public, max-age=60', vary: 'cookie' };
}

/** A page's data for client navigations (`/fapi/pages/…`) is never stored; a shopper's own page's, privately so. */
export const pageDataCacheHeaders = (shopper: boolean): Record<string, string> => ({ 'cache-control': shopper ? 'private, no-store' : 'no-store' });
