import { seededRandom } from '../../images/paint';
import type { Department } from '../content/catalogue-types';
import { isLinkColumn } from '../content/catalogue-types';
import { slugify } from '../content/build/slug';
import { kestrelDepartments } from '../content/kestrel/catalogue';
import { ridgelineDepartments } from '../content/ridgeline/catalogue';
import { kestrelCatalogue } from './kestrel-styles';
import { type Audience, type Colourway, type KindKey, kinds, type Language, type SizeScale, traits, type Words } from './kinds';
import { ridgelineCatalogue } from './ridgeline-styles';
import { type SizeDef, sizesFor } from './sizes';
import type { BrandCatalogue, StyleDef } from './style-types';

export const currencies = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type Currency = (typeof currencies)[number];
export const languages = ['en', 'fr', 'de'] as const satisfies readonly Language[];

/** The pictures of each colourway: the product on its stage, from behind, up close, and out on the trail or street. */
export const productViews = ['main', 'back', 'detail', 'outdoors'] as const;
export type ProductView = (typeof productViews)[number];

export interface CatalogueColour {
  readonly code: string;
  readonly names: Words;
  readonly colourway: Colourway;
  /** Minor units per currency: what it sells for now, and before any markdown. */
  readonly prices: Readonly<Record<Currency, { readonly current: number; readonly original: number }>>;
}

export interface CatalogueSku {
  /** 12-digit UPC-A: also the `upc` of cart calls. */
  readonly sku: string;
  readonly colourCode: string;
  readonly size: SizeDef;
  readonly sort: number;
  /** Units online. */
  readonly quantity: number;
}

export interface CatalogueProduct {
  readonly masterId: string;
  readonly brandId: 'ridgeline' | 'kestrel';
  readonly kind: KindKey;
  readonly audience: Audience;
  readonly mark: 'ridge' | 'wing';
  readonly names: Words;
  readonly slugs: Words;
  readonly descriptions: Words;
  /** When it came out (YYYY-MM-DD): the "newest" order. */
  readonly releasedOn: string;
  /** Lower sells better: the default order. */
  readonly popularity: number;
  readonly colours: readonly CatalogueColour[];
  readonly skus: readonly CatalogueSku[];
  /** Per currency, minor units: the lowest price of the 30 days before the current markdown, and the best sale price before it. */
  readonly priceHistory: Readonly<Record<Currency, { readonly historicBest: number; readonly previousBestSale?: number }>>;
  /** Every category page that lists it (leaves and their parents). */
  readonly categories: readonly number[];
}

const audienceWords: Readonly<Record<Audience, Words>> = {
  men: { en: "Men's ", fr: ' pour homme', de: ' für Herren' },
  women: { en: "Women's ", fr: ' pour femme', de: ' für Damen' },
  kids: { en: "Kids' ", fr: ' pour enfant', de: ' für Kinder' },
  unisex: { en: '', fr: '', de: '' },
};

function productNames(style: StyleDef, audience: Audience): Words {
  const noun = kinds[style.kind].noun;
  const who = audienceWords[audience];
  return { en: `${who.en}${style.name} ${noun.en}`, fr: `${noun.fr} ${style.name}${who.fr}`, de: `${style.name} ${noun.de}${who.de}` };
}

function productDescriptions(style: StyleDef): Words {
  const sentences = (language: Language) => [kinds[style.kind].about[language], ...(style.traits ?? []).map((t) => traits[t][language])].join(' ');
  return { en: sentences('en'), fr: sentences('fr'), de: sentences('de') };
}

/** Exchange rates from each home currency, for prices content does not fix. */
const rates: Readonly<Record<'USD' | 'GBP', Readonly<Record<Currency, number>>>> = {
  USD: { USD: 1, CAD: 1.32, GBP: 0.79, EUR: 0.92 },
  GBP: { USD: 1.27, CAD: 1.72, GBP: 1, EUR: 1.16 },
};

/** A shelf price in whole units: ends in 9 from 20 up (249, not 250.47), whole below. */
const shelf = (amount: number) => (amount >= 20 ? Math.round((amount + 1) / 10) * 10 - 1 : Math.max(1, Math.round(amount)));
/** A marked-down price: a whole amount less a cent (171.99), in minor units. */
const markedDown = (originalMinor: number, share: number) => Math.max(99, Math.round((originalMinor * (1 - share)) / 100) * 100 - 1);

function originalMinor(style: StyleDef, audience: Audience, home: 'USD' | 'GBP', currency: Currency): number {
  const kidsShare = audience === 'kids' && style.audiences.length > 1 ? 0.6 : 1;
  const fixed = kidsShare === 1 ? style.prices?.[currency] : undefined;
  const whole = fixed ?? (currency === home && kidsShare === 1 ? style.price : shelf(style.price * rates[home][currency] * kidsShare));
  return whole * 100;
}

/** UPC-A check digit of 11 digits. */
export function upcCheckDigit(eleven: string): number {
  const digits = [...eleven].map(Number);
  const odd = digits.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const even = digits.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  return (10 - ((odd * 3 + even) % 10)) % 10;
}

/** Stock as in any store: most sizes in good supply, some down to their last units, a few sold out. */
function stock(sku: string): number {
  const random = seededRandom(`stock-${sku}`);
  const roll = random();
  const amount = random();
  if (roll < 0.07) return 0;
  if (roll < 0.17) return 1 + Math.floor(amount * 3);
  return 4 + Math.floor(amount * 57);
}

/** Category ids of a brand's tree: each id's parent, and lookups by department, column and leaf keys. */
function categoryTree(departments: readonly Department<string, string>[]) {
  const parent = new Map<number, number>();
  const find = (dept: string, leaf: string, column?: string): number | undefined => {
    const d = departments.find((x) => x.key === dept);
    for (const col of d?.columns ?? []) {
      if (isLinkColumn(col) || (column !== undefined && col.key !== column)) continue;
      if (column !== undefined && leaf === '') return col.id;
      const item = col.items.find((i) => i.key === leaf);
      if (item) return item.id;
    }
    return undefined;
  };
  for (const d of departments) {
    for (const col of d.columns) {
      if (isLinkColumn(col)) continue;
      parent.set(col.id, d.id);
      for (const item of col.items) parent.set(item.id, col.id);
    }
  }
  const withParents = (ids: readonly (number | undefined)[]): number[] => {
    const out = new Set<number>();
    for (let id of ids) {
      while (id !== undefined && !out.has(id)) {
        out.add(id);
        id = parent.get(id);
      }
    }
    return [...out];
  };
  return { find, withParents };
}

/** Where a kind without a leaf of its own sits, by how it is sized. */
const columnsOf: Readonly<Record<SizeScale, readonly string[]>> = {
  shoe: ['footwear', 'shoes'],
  apparel: ['clothing'],
  socks: ['accessories', 'essentials'],
  pack: ['accessories', 'essentials'],
  one: ['accessories', 'essentials'],
};

const departmentsOf = { ridgeline: ridgelineDepartments, kestrel: kestrelDepartments } as const;
/** Dates are fixed, so the demo's "newest" order never changes between runs. */
const NEWEST = Date.UTC(2026, 9, 20);
const DAY = 86_400_000;

function expandBrand(brand: BrandCatalogue, brandDigit: number): CatalogueProduct[] {
  const tree = categoryTree(departmentsOf[brand.brandId]);
  const products: CatalogueProduct[] = [];
  brand.styles.forEach((style, styleIndex) => {
    const kind = kinds[style.kind];
    const group = kind.scale === 'shoe' ? 1 : kind.scale === 'apparel' ? 2 : 3;
    for (const audience of style.audiences) {
      const seq = products.length;
      const audienceDigit = { men: 1, women: 2, kids: 3, unisex: 4 }[audience];
      const masterId = style.masterIds?.[audience] ?? `${brand.prefix}${group}${audienceDigit}${String(styleIndex).padStart(3, '0')}${brandDigit}00`;
      const random = seededRandom(`product-${masterId}`);
      const colours: CatalogueColour[] = style.colours.map((code, i) => {
        const colourway = brand.colourways[code];
        if (!colourway) throw new Error(`${style.name}: no colourway ${code}`);
        const marked = style.markdown !== undefined && i % 2 === 1;
        const prices = Object.fromEntries(
          currencies.map((currency) => {
            const original = originalMinor(style, audience, brand.homeCurrency, currency);
            return [currency, { original, current: marked ? markedDown(original, style.markdown) : original }];
          }),
        ) as CatalogueColour['prices'];
        return { code, names: colourway.names, colourway, prices };
      });
      const sizes = sizesFor(kind.scale, audience);
      const skus = colours.flatMap((colour, c) =>
        sizes.map((size, s) => {
          const eleven = `0841${brandDigit}0${String(seq * 100 + c * 20 + s).padStart(5, '0')}`;
          const sku = `${eleven}${upcCheckDigit(eleven)}`;
          return { sku, colourCode: colour.code, size, sort: c * 100 + s, quantity: stock(sku) };
        }),
      );
      const priceHistory = Object.fromEntries(
        currencies.map((currency) => {
          const original = colours[0]!.prices[currency].original;
          if (style.markdown === undefined) return [currency, { historicBest: original }];
          const earlier = markedDown(original, style.markdown / 2);
          return [currency, { historicBest: earlier, previousBestSale: earlier }];
        }),
      ) as CatalogueProduct['priceHistory'];
      const own = audience === 'unisex' ? brand.unisexDepartment : audience;
      const crossListed = audience === 'unisex' ? ['men', 'women', 'kids'].map((dept) => tree.find(dept, kind.leaf)) : [];
      const saleColumn = style.markdown !== undefined ? brand.saleColumns[audience] : undefined;
      const sale = saleColumn ? [tree.find('sale', kind.saleLeaf, saleColumn) ?? tree.find('sale', '', saleColumn)] : [];
      const h = brand.highlights;
      const highlights = h
        ? [
            style.isNew ? h.newArrivals : undefined,
            style.bestseller ? h.bestsellers : undefined,
            style.traits?.includes('reflective') ? h.reflective : undefined,
            audience === 'unisex' && style.price <= h.giftsUnder ? h.gifts : undefined,
          ]
        : [];
      // A kind the audience's menu has no leaf for (kids' parkas) sits in its column (kids' clothing).
      const leaf = tree.find(own, kind.leaf) ?? columnsOf[kind.scale].map((column) => tree.find(own, '', column)).find((id) => id !== undefined);
      if (leaf === undefined) throw new Error(`${brand.brandId}: no ${kind.leaf} category under ${own} for ${style.name}`);
      const names = productNames(style, audience);
      products.push({
        masterId,
        brandId: brand.brandId,
        kind: style.kind,
        audience,
        mark: brand.mark,
        names,
        slugs: { en: slugify(names.en, 'en'), fr: slugify(names.fr, 'fr'), de: slugify(names.de, 'de') },
        descriptions: productDescriptions(style),
        releasedOn: new Date(NEWEST - (style.isNew ? Math.floor(random() * 25) : 40 + Math.floor(random() * 700)) * DAY).toISOString().slice(0, 10),
        popularity: (style.bestseller ? 0 : 1000) + Math.floor(random() * 1000),
        colours,
        skus,
        priceHistory,
        categories: tree.withParents([leaf, ...crossListed, ...sale, ...(style.alsoIn ?? []), ...highlights]),
      });
    }
  });
  return products;
}

let built: readonly CatalogueProduct[] | undefined;

/** Every product of both brands, expanded from their styles; the same on every run. */
export function demoCatalogue(): readonly CatalogueProduct[] {
  if (!built) {
    const all = [...expandBrand(ridgelineCatalogue, 1), ...expandBrand(kestrelCatalogue, 2)];
    const ids = new Set(all.map((p) => p.masterId));
    if (ids.size !== all.length) throw new Error('two demo products share a master id');
    built = all;
  }
  return built;
}

let byId: ReadonlyMap<string, CatalogueProduct> | undefined;
/** One demo product by master id. */
export function demoProduct(masterId: string): CatalogueProduct | undefined {
  byId ??= new Map(demoCatalogue().map((p) => [p.masterId, p]));
  return byId.get(masterId);
}
