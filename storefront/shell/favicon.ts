import type { Site } from '../../runtime/core';

/** Brand colours of the icon; the same primaries as the brand tokens of the theme. */
const colours: Readonly<Record<string, string>> = { ridgeline: '#1f3d2b', kestrel: '#14213d' };

/**
 * The brand's favicon as an inline SVG: the brand initial on its primary colour. Inline, so browsers do
 * not ask for `/favicon.ico` (a 404 page render) on every first visit.
 */
export function faviconHref(site: Site): string {
  const fill = colours[site.brand.id] ?? '#222222';
  const initial = site.brand.name.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${fill}"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
