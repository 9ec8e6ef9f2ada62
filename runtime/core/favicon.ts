import type { BrandConfig } from './sites';

/** Brand colours of the icon; the same primaries as the brand tokens of the theme. */
const colours: Readonly<Record<string, string>> = { ridgeline: '#1f3d2b', kestrel: '#14213d' };

/** The brand's favicon: its initial on its primary colour. */
export function faviconSvg(brand: Pick<BrandConfig, 'id' | 'name'>): string {
  const fill = colours[brand.id] ?? '#222222';
  const initial = brand.name.charAt(0).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${fill}"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

/**
 * Where the brand's favicon is served, linked from every page so browsers do not ask for `/favicon.ico` (a
 * 404 page render) on a first visit.
 */
export const faviconPath = (brandId: string): string => `/favicons/${brandId}.svg`;
