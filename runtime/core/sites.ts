/**
 * The brands and locales Tessera serves, from `config/sites.json` (its shape and rules: `schemas/sites.ts`). A locale
 * belongs to exactly one brand, so the locale in the path (`/en-gb/...`) selects the brand; the site id is
 * `{brand}-{locale}`.
 */
import type { CurrencyCode, Region, SiteBrandConfig, SiteLocaleConfig, SitesConfig } from '../../schemas';
// The merchant's file, imported as data: Vite writes it into each bundle it builds (the browser's, the server render's,
// the compiled server's), tsx reads it at start. Only its type comes from the schema: zod stays out of the browser; the
// server checks this object with `parseSitesConfig` at start, and a unit test checks the file.
import sitesJson, { brands as brandsJson, defaultLocale } from '../../config/sites.json';

export type { CurrencyCode, Region };
export type LocaleConfig = SiteLocaleConfig;
export type BrandConfig = SiteBrandConfig;

/** The sites configuration as the build carries it (`config/sites.json`), for the server's check at start. */
export const sitesConfig = sitesJson as SitesConfig;

// Read by name, so the browser's bundle holds these two and not the file's other keys (its `$schema`).
export const brands = brandsJson as SitesConfig['brands'];

/** The locale `/` redirects to. */
export const DEFAULT_LOCALE: string = defaultLocale;

export interface Site {
  readonly siteId: string;
  readonly brand: BrandConfig;
  readonly locale: LocaleConfig;
}

const sitesByLocale = new Map<string, Site>(
  brands.flatMap((brand) => brand.locales.map((locale) => [locale.locale, { siteId: `${brand.id}-${locale.locale}`, brand, locale }] as const)),
);
const sitesById = new Map<string, Site>([...sitesByLocale.values()].map((site) => [site.siteId, site]));

export const allSites = (): Site[] => [...sitesByLocale.values()];
export const siteForLocale = (locale: string): Site | undefined => sitesByLocale.get(locale.toLowerCase());
export const siteById = (siteId: string): Site | undefined => sitesById.get(siteId);
