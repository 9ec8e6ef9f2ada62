import type { ContentMode } from '../../schemas';

/**
 * Preview pages are never stored; published pages may be for a minute. The HTML depends on the shopper's
 * `ts_*` cookies (e.g. a closed promo bar), so caches key on the cookie too.
 */
export function cacheHeaders(mode: ContentMode | undefined, status: number): Record<string, string> {
  if (mode !== 'publish' || status >= 500) return { 'cache-control': 'no-store' };
  return { 'cache-control': 'public, max-age=60', vary: 'cookie' };
}
