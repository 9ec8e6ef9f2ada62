/** The path part of a link or of the runtime's `locationKey` (pathname + search), without a trailing slash. */
export const pathOf = (href: string): string => {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * The index of the link to the page being shown, or -1. Paths are compared without query and hash, so
 * campaign parameters do not hide the current page; absolute and hash links never match.
 */
export function currentLinkIndex(links: readonly { readonly url: string }[], locationKey: string): number {
  const here = pathOf(locationKey);
  return links.findIndex((link) => link.url.startsWith('/') && !link.url.startsWith('//') && pathOf(link.url) === here);
}
