/**
 * The brands and locales Tessera serves. A locale belongs to exactly one brand, so the locale in the
 * path (`/en-gb/...`) selects the brand; the site id is `{brand}-{locale}`.
 */
export type Region = 'NA' | 'EMEA';
export type CurrencyCode = 'USD' | 'CAD' | 'GBP' | 'EUR';

export interface LocaleConfig {
  /** Path locale, `xx-yy`. */
  readonly locale: string;
  /** BCP 47 tag for Intl, e.g. `fr-CA`. */
  readonly tag: string;
  readonly language: string;
  readonly country: string;
  readonly currency: CurrencyCode;
  /** Name of the locale in its own language, for the locale picker. */
  readonly label: string;
}

export interface BrandConfig {
  readonly id: string;
  readonly name: string;
  readonly region: Region;
  readonly defaultLocale: string;
  readonly locales: readonly LocaleConfig[];
  /**
   * The typefaces its theme sets (`block-registry/theme.css`), by Fontsource name, headline face first: its Latin
   * file is preloaded with every page, so the first paint has it.
   */
  readonly fonts: readonly string[];
  /** How level 1 of the desktop mega menu opens. */
  readonly megaMenuTrigger: 'hover' | 'click';
  readonly flags: {
    /** Mobile mega menu shows "shop all" links for level 3. */
    readonly shopAllLinks: boolean;
    /** Video blocks with a cloud asset longer than 30 s play through the cloud player (spec 001 §9). */
    readonly cloudVideoPlayer: boolean;
    /**
     * Prices show the lowest price of the 30 days before a reduction (the EU's omnibus rule), when the current price
     * is below the original and below that historic best (spec 001 §9).
     */
    readonly omnibusPrices: boolean;
  };
}

export const brands: readonly BrandConfig[] = [
  {
    id: 'ridgeline',
    name: 'Ridgeline',
    fonts: ['oswald', 'inter'],
    region: 'NA',
    defaultLocale: 'en-us',
    megaMenuTrigger: 'hover',
    flags: { shopAllLinks: true, cloudVideoPlayer: false, omnibusPrices: false },
    locales: [
      { locale: 'en-us', tag: 'en-US', language: 'en', country: 'US', currency: 'USD', label: 'United States (English)' },
      { locale: 'en-ca', tag: 'en-CA', language: 'en', country: 'CA', currency: 'CAD', label: 'Canada (English)' },
      { locale: 'fr-ca', tag: 'fr-CA', language: 'fr', country: 'CA', currency: 'CAD', label: 'Canada (Français)' },
    ],
  },
  {
    id: 'kestrel',
    name: 'Kestrel',
    fonts: ['outfit'],
    region: 'EMEA',
    defaultLocale: 'en-gb',
    megaMenuTrigger: 'click',
    flags: { shopAllLinks: false, cloudVideoPlayer: false, omnibusPrices: true },
    locales: [
      { locale: 'en-gb', tag: 'en-GB', language: 'en', country: 'GB', currency: 'GBP', label: 'United Kingdom (English)' },
      { locale: 'fr-fr', tag: 'fr-FR', language: 'fr', country: 'FR', currency: 'EUR', label: 'France (Français)' },
      { locale: 'de-de', tag: 'de-DE', language: 'de', country: 'DE', currency: 'EUR', label: 'Deutschland (Deutsch)' },
    ],
  },
];

/** The locale `/` redirects to. */
export const DEFAULT_LOCALE = 'en-us';

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
