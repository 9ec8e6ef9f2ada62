/** Path prefixes that belong to the API: an unknown path under one of them is a JSON 404, never a page render. */
export const API_PREFIXES = [
  '/preview/',
  '/publish/',
  '/fapi/',
  '/api/',
  '/token/',
  '/consumers-v3/',
  '/cart/',
  '/products/',
  '/wishlists/',
  '/stores/',
  '/admin/',
  '/social/',
  '/sandbox/',
  '/sitemap/',
] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}
