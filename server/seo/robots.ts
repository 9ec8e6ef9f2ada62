import { allSites, PREVIEW_PREFIX, shopperAreas } from '../../runtime/core';

/** Paths outside the store's pages that no crawler should walk: page data, the editor and its API, the preview API. */
const NOT_PAGES = ['/fapi/', '/editor', '/admin/', '/preview/'] as const;

/**
 * The store's `robots.txt`: every crawler may walk the store, but not previews (`/pre/`), page data and the editor,
 * nor any locale's shopper-only areas (cart, checkout, order confirmation, account, favourites: `shopperAreas`);
 * the sitemap index is named at the public origin.
 * @example robotsTxt('https://shop.example') // 'User-agent: *\nAllow: /\nDisallow: /pre/\n…Sitemap: https://shop.example/sitemap.xml\n'
 */
export function robotsTxt(origin: string): string {
  const shopperPaths = allSites().flatMap((site) => shopperAreas.map((area) => `/${site.locale.locale}/${area}`));
  const disallowed = [`${PREVIEW_PREFIX}/`, ...NOT_PAGES, ...shopperPaths];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
