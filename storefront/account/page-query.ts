/** The query of a page's path (`/en-us/sign-up?email=a%40b.c` → its `URLSearchParams`). */
export function pageQuery(path: string): URLSearchParams {
  const at = path.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : path.slice(at + 1).split('#')[0]);
}

/** A site's root (`/en-us`, or `/pre/en-us` in a preview), from its locale and the page's path. */
export const siteRoot = (locale: string, path: string): string => `${path.startsWith('/pre/') ? '/pre' : ''}/${locale}`;
