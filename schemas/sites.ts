import { z } from 'zod';
import { shippingCountries } from './constants';
import { text } from './text';

/**
 * The sites configuration (`config/sites.json`): the brands Tessera serves and their locales. A merchant edits that
 * file; the build carries it into the server and the browser bundles (`runtime/core/sites.ts` reads it), and the server
 * checks it with this schema at start. The descriptions below are what an editor shows for the file's fields
 * (`config/sites.schema.json` is generated from this schema: `npm run sites:schema`).
 */

/** The currencies prices are kept and printed in (every one with cents or pence: runtime/core/format.ts). */
export const currencies = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type CurrencyCode = (typeof currencies)[number];

/** The typefaces the build ships (`block-registry/fonts.css`), by Fontsource name: the Latin file of each is preloadable. */
export const siteFonts = ['inter', 'oswald', 'outfit', 'jetbrains-mono'] as const;
export type SiteFont = (typeof siteFonts)[number];

/** Sales regions: consent defaults, personalization and size systems follow them. */
export const regions = ['NA', 'EMEA'] as const;
export type Region = (typeof regions)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
const PATH_LOCALE = /^[a-z]{2}-[a-z]{2}$/;
const pathLocale = () => text().regex(PATH_LOCALE, 'must be a path locale: language and country in lower case, e.g. en-us');

/** Whether `tag` is a well-formed BCP 47 tag, written as Intl writes it (`fr-CA`, not `fr-ca`). */
const canonicalTag = (tag: string): boolean => {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
};

export const siteLocaleSchema = z
  .strictObject({
    locale: pathLocale().describe('The locale in the path (`/en-us/…`), language and country in lower case; the site id is `{brand}-{locale}`.'),
    tag: text()
      .refine(canonicalTag, 'must be a BCP 47 tag as Intl writes it, e.g. en-US')
      .describe("BCP 47 tag for Intl (dates, numbers, prices) and the words' catalogue, e.g. `fr-CA`."),
    language: text()
      .regex(/^[a-z]{2}$/, 'must be a two-letter language code in lower case, e.g. en')
      .describe("Language of the site's content and product names, e.g. `fr`."),
    country: z
      .enum(shippingCountries, { error: `${oneOf(shippingCountries)} (the countries Tessera ships to)` })
      .describe('The country the site sells and ships to.'),
    currency: z.enum(currencies, { error: oneOf(currencies) }).describe('The currency prices are kept and shown in.'),
    label: text()
      .regex(/\S/, 'must name the locale, e.g. Canada (Français)')
      .describe('Name of the locale in its own language, for the locale picker.'),
  })
  .superRefine((site, context) => {
    // One language and one country said three ways must agree: the path, Intl's tag and the content's language.
    const expected = `${site.language}-${site.country.toLowerCase()}`;
    if (PATH_LOCALE.test(site.locale) && site.locale !== expected) {
      context.addIssue({ code: 'custom', path: ['locale'], message: `must be ${expected}, its language and country` });
    }
    if (canonicalTag(site.tag)) {
      const tag = new Intl.Locale(site.tag);
      if (tag.language !== site.language || tag.region !== site.country) {
        context.addIssue({
          code: 'custom',
          path: ['tag'],
          message: `must be of language ${site.language} and country ${site.country}, e.g. ${site.language}-${site.country}`,
        });
      }
    }
  });

export const siteBrandSchema = z
  .strictObject({
    id: text()
      .regex(/^[a-z][a-z0-9]*$/, 'must be lower-case letters and digits, starting with a letter (site ids are {brand}-{locale})')
      .describe("The brand's id: in site ids (`ridgeline-en-us`), its theme (`[data-brand]` in block-registry/theme.css) and content documents."),
    name: text().regex(/\S/, 'must name the brand').describe("The brand's name as shoppers see it."),
    fonts: z
      .array(z.enum(siteFonts, { error: `${oneOf(siteFonts)} (the faces the build ships: block-registry/fonts.css)` }))
      .describe('The typefaces its theme sets, by Fontsource name, headline face first: its Latin file is preloaded with every page.'),
    region: z.enum(regions, { error: oneOf(regions) }).describe('Sales region: consent defaults, personalization and size systems follow it.'),
    defaultLocale: pathLocale().describe("The brand's own default locale, one of its locales (hreflang `x-default`)."),
    megaMenuTrigger: z.enum(['hover', 'click'], { error: oneOf(['hover', 'click']) }).describe('How level 1 of the desktop mega menu opens.'),
    flags: z
      .strictObject({
        shopAllLinks: z.boolean().describe('The mobile mega menu shows "shop all" links for level 3.'),
        cloudVideoPlayer: z.boolean().describe('Video blocks with a cloud asset longer than 30 s play through the cloud player (spec 001 §9).'),
        omnibusPrices: z
          .boolean()
          .describe(
            "Prices show the lowest price of the 30 days before a reduction (the EU's omnibus rule), when the current price is below the original and below that historic best (spec 001 §9).",
          ),
        signUp: z
          .boolean()
          .describe(
            'Shoppers may create an account on its sites (spec 000 §6: "new sign-up is allowed only when its feature is on"); off, sign-up answers AUT440.',
          ),
        expressCheckout: z
          .boolean()
          .describe(
            'A signed-in shopper with a main card and a main address of the site’s country (or a pickup-only cart) starts checkout at the summary, everything filled in (spec 000 §4 "Express checkout").',
          ),
        simplifiedEnrollment: z
          .boolean()
          .default(false)
          .describe(
            'The header\'s account icon opens the enrollment dialog for a guest (spec 000 §2: "sign in (replaced by a simplified enrollment dialog when that feature is on)") instead of going to the account page.',
          ),
        collectInterests: z
          .boolean()
          .default(false)
          .describe(
            'After a sign-up with the newsletter ticked, the shopper is asked for their interests and preferred shoe size (spec 000 §5 "optional interests dialog").',
          ),
      })
      .describe('Features the brand turns on or off.'),
    locales: z
      .array(siteLocaleSchema)
      .min(1, 'must hold at least one locale')
      .describe("The brand's sites, one per locale; a locale belongs to one brand only."),
  })
  .superRefine((brand, context) => {
    if (!brand.locales.some((site) => site.locale === brand.defaultLocale)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `must be one of the brand's locales (${brand.locales.map((site) => site.locale).join(', ')})`,
      });
    }
  });

export const sitesConfigSchema = z
  .strictObject({
    $schema: text().optional().describe('The JSON Schema that describes this file, for editors.'),
    defaultLocale: pathLocale().describe("The locale `/` redirects to: one of a brand's locales."),
    brands: z
      .array(siteBrandSchema)
      .min(1, 'must hold at least one brand')
      .describe('The brands Tessera serves; the locale in the path picks the brand.'),
  })
  .superRefine((config, context) => {
    const brandAt = new Map<string, number>();
    const localeAt = new Map<string, string>();
    config.brands.forEach((brand, b) => {
      const first = brandAt.get(brand.id);
      if (first !== undefined)
        context.addIssue({ code: 'custom', path: ['brands', b, 'id'], message: `${brand.id} is already the id of brands[${first}]` });
      else brandAt.set(brand.id, b);
      brand.locales.forEach((site, l) => {
        const owner = localeAt.get(site.locale);
        // The path's locale picks the brand: one locale in two places would leave the second unreachable.
        if (owner !== undefined)
          context.addIssue({
            code: 'custom',
            path: ['brands', b, 'locales', l, 'locale'],
            message: `${site.locale} is already a locale at ${owner}: a locale belongs to one brand`,
          });
        else localeAt.set(site.locale, `brands[${b}].locales[${l}] (${brand.id})`);
      });
    });
    if (!localeAt.has(config.defaultLocale)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `must be one of the brands' locales (${[...localeAt.keys()].join(', ')})`,
      });
    }
  });

/** Deeply read-only: what the runtime hands out is never changed. */
type Frozen<T> = T extends readonly (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

export type SitesConfig = Frozen<z.output<typeof sitesConfigSchema>>;
export type SiteBrandConfig = SitesConfig['brands'][number];
export type SiteLocaleConfig = SiteBrandConfig['locales'][number];

/** Where an issue is in the file, as a reader finds it: `brands[1].locales[0].currency`. */
const configPath = (path: readonly PropertyKey[]): string =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`)).join('') || '(top level)';

/** Thrown for a sites configuration that would break the store; its message names each bad field by its path in the file. */
export class SitesConfigError extends Error {
  override readonly name = 'SitesConfigError';
}

/**
 * Checks a sites configuration (the parsed `config/sites.json`).
 * @param source how the message names the file.
 * @throws SitesConfigError naming every bad field by its path, e.g. `brands[1].locales[0].currency: must be one of USD, CAD, GBP, EUR`.
 */
export function parseSitesConfig(data: unknown, source = 'config/sites.json'): SitesConfig {
  const parsed = sitesConfigSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${configPath(issue.path)}: ${issue.message}`);
  throw new SitesConfigError(`invalid sites configuration (${source}):\n  ${lines.join('\n  ')}`);
}
