import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSites, brands, DEFAULT_LOCALE, siteById, siteForLocale, sitesConfig } from '../../../runtime/core';
import { parseSitesConfig, siteFonts, SitesConfigError } from '../../../schemas';
import { SITES_SCHEMA_FILE, sitesJsonSchema } from '../../../scripts/sites-schema';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const shipped = () => JSON.parse(read('config/sites.json')) as { defaultLocale: string; brands: Record<string, unknown>[] };

/** The shipped file with one change made to a fresh copy. */
const changed = (change: (config: ReturnType<typeof shipped>) => void) => {
  const config = shipped();
  change(config);
  return config;
};
const brand = (config: ReturnType<typeof shipped>, index: number) =>
  config.brands[index] as { id: string; fonts: string[]; defaultLocale: string; flags: Record<string, unknown>; locales: Record<string, string>[] };

describe('the sites configuration (config/sites.json)', () => {
  it('as shipped is valid, and is what the runtime serves', () => {
    const config = parseSitesConfig(shipped());
    expect(sitesConfig).toEqual(shipped());
    expect(brands).toEqual(config.brands);
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(allSites().map((site) => site.siteId)).toEqual([
      'ridgeline-en-us',
      'ridgeline-en-ca',
      'ridgeline-fr-ca',
      'kestrel-en-gb',
      'kestrel-fr-fr',
      'kestrel-de-de',
    ]);
    expect(siteForLocale('FR-CA')?.locale).toMatchObject({ tag: 'fr-CA', currency: 'CAD', label: 'Canada (Français)' });
    expect(siteById('kestrel-de-de')?.brand).toMatchObject({ name: 'Kestrel', region: 'EMEA', fonts: ['outfit'], megaMenuTrigger: 'click' });
  });

  it(`names its JSON Schema, which is current (else run \`npm run sites:schema\`)`, () => {
    expect(shipped()).toHaveProperty('$schema', './sites.schema.json');
    expect(read(SITES_SCHEMA_FILE)).toBe(sitesJsonSchema());
  });

  it('offers the fonts the build ships: a Latin face of each in block-registry/fonts.css', () => {
    const faces = [...read('block-registry/fonts.css').matchAll(/@fontsource-variable\/([a-z0-9-]+)\/files\/\1-latin-wght-normal\.woff2/g)].map(
      (match) => match[1],
    );
    expect([...siteFonts].sort()).toEqual([...new Set(faces)].sort());
  });

  it.each([
    [
      'a locale in two brands',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).locales.push({ locale: 'en-ca', tag: 'en-CA', language: 'en', country: 'CA', currency: 'CAD', label: 'Canada' });
      },
      'brands[1].locales[3].locale: en-ca is already a locale at brands[0].locales[1] (ridgeline): a locale belongs to one brand',
    ],
    [
      "a brand's default locale not among its locales",
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).defaultLocale = 'en-us';
      },
      "brands[1].defaultLocale: must be one of the brand's locales (en-gb, fr-fr, de-de)",
    ],
    [
      'a default locale no brand has',
      (c: ReturnType<typeof shipped>) => {
        c.defaultLocale = 'es-us';
      },
      "defaultLocale: must be one of the brands' locales (en-us, en-ca, fr-ca, en-gb, fr-fr, de-de)",
    ],
    [
      'an unknown currency',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).locales[2]!.currency = 'CHF';
      },
      'brands[1].locales[2].currency: must be one of USD, CAD, GBP, EUR',
    ],
    [
      'a font the build does not ship',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).fonts = ['oswald', 'comic-sans'];
      },
      'brands[0].fonts[1]: must be one of inter, oswald, outfit, jetbrains-mono (the faces the build ships: block-registry/fonts.css)',
    ],
    [
      'a malformed path locale',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).locales[0]!.locale = 'en_US';
      },
      'brands[0].locales[0].locale: must be a path locale: language and country in lower case, e.g. en-us',
    ],
    [
      'a malformed default locale',
      (c: ReturnType<typeof shipped>) => {
        c.defaultLocale = 'US';
      },
      'defaultLocale: must be a path locale',
    ],
    [
      'a path locale that is not its language and country',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).locales[2]!.locale = 'fr-fr';
      },
      'brands[0].locales[2].locale: must be fr-ca, its language and country',
    ],
    [
      'a malformed BCP 47 tag',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).locales[1]!.tag = 'en_CA';
      },
      'brands[0].locales[1].tag: must be a BCP 47 tag as Intl writes it, e.g. en-US',
    ],
    [
      'a tag of another country',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).locales[1]!.tag = 'en-US';
      },
      'brands[0].locales[1].tag: must be of language en and country CA',
    ],
    [
      'a country Tessera does not ship to',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).locales[1]!.country = 'BE';
      },
      'brands[1].locales[1].country: must be one of US, CA, GB, FR, DE (the countries Tessera ships to)',
    ],
    [
      'two brands of one id',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).id = 'ridgeline';
      },
      'brands[1].id: ridgeline is already the id of brands[0]',
    ],
    [
      'a brand id that cannot start a site id',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 1).id = 'Kestrel-UK';
      },
      'brands[1].id: must be lower-case letters and digits',
    ],
    [
      'a misspelt flag',
      (c: ReturnType<typeof shipped>) => {
        brand(c, 0).flags.shopallLinks = true;
      },
      'brands[0].flags: Unrecognized key: "shopallLinks"',
    ],
    [
      'a missing flag',
      (c: ReturnType<typeof shipped>) => {
        delete brand(c, 1).flags.omnibusPrices;
      },
      'brands[1].flags.omnibusPrices: ',
    ],
  ])('refuses %s, naming the field by its path in the file', (_what, change, message) => {
    const config = changed(change);
    expect(() => parseSitesConfig(config)).toThrow(SitesConfigError);
    expect(() => parseSitesConfig(config)).toThrow(message);
    expect(() => parseSitesConfig(config)).toThrow(/^invalid sites configuration \(config\/sites\.json\):\n {2}/);
  });

  it('lists every bad field at once', () => {
    const config = changed((c) => {
      brand(c, 0).locales[0]!.currency = 'JPY';
      brand(c, 1).fonts = ['papyrus'];
    });
    expect(() => parseSitesConfig(config)).toThrow(/brands\[0\]\.locales\[0\]\.currency: .*\n {2}brands\[1\]\.fonts\[0\]: /);
  });

  it('refuses what is not a configuration at all', () => {
    expect(() => parseSitesConfig([])).toThrow('(top level): ');
    expect(() => parseSitesConfig({ defaultLocale: 'en-us', brands: [] })).toThrow('brands: must hold at least one brand');
  });
});
