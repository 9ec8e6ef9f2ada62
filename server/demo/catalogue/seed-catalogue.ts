import type { Database } from '../../db/database';
import {
  catalogColours,
  catalogInventory,
  catalogPrices,
  catalogPriceSummaries,
  catalogProductCategories,
  catalogProducts,
  catalogProductTexts,
  catalogSkus,
} from '../../db/schema/index';
import { productImageId } from '../images/product-pictures';
import { type CatalogueProduct, currencies, languages, productViews } from './build-catalogue';
import { kinds } from './kinds';
import type { SizeDef } from './sizes';

/** Rows per insert statement: well under PostgreSQL's parameter limit. */
const CHUNK = 250;

/** What a product's search finds besides its name and description, per language: its colours, kind and audience. */
const audienceKeywords = {
  men: { en: 'men mens', fr: 'homme hommes', de: 'herren männer' },
  women: { en: 'women womens', fr: 'femme femmes', de: 'damen frauen' },
  kids: { en: 'kids children', fr: 'enfant enfants', de: 'kinder' },
  unisex: { en: 'unisex', fr: 'unisexe', de: 'unisex' },
} as const;

/** What each region calls a size, as stored: US, UK and EU lengths for shoes, one label otherwise. */
function sizeLabels(size: SizeDef): Record<string, string> {
  return size.us !== undefined ? { us: size.us, uk: size.uk ?? '', eu: size.eu ?? '' } : { label: size.label ?? size.code };
}

async function insertAll<T>(insert: (rows: T[]) => Promise<unknown>, rows: readonly T[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Inserts the catalogue's products that are not there yet, with their words, colours, prices, sizes, stock and
 * categories, in one transaction. A product already there is left as it is (its stock above all: orders change it).
 * @returns how many products were inserted.
 */
export async function seedCatalogue(db: Database, catalogue: readonly CatalogueProduct[]): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = new Set<string>();
    await insertAll(
      async (rows) => {
        const done = await tx.insert(catalogProducts).values(rows).onConflictDoNothing().returning({ masterId: catalogProducts.masterId });
        for (const row of done) inserted.add(row.masterId);
      },
      catalogue.map((p) => ({
        masterId: p.masterId,
        brandId: p.brandId,
        kind: p.kind,
        audience: p.audience,
        releasedOn: p.releasedOn,
        popularity: p.popularity,
      })),
    );
    const fresh = catalogue.filter((p) => inserted.has(p.masterId));
    if (fresh.length === 0) return 0;
    await insertAll(
      (rows) => tx.insert(catalogProductTexts).values(rows),
      fresh.flatMap((p) =>
        languages.map((language) => ({
          masterId: p.masterId,
          language,
          name: p.names[language],
          slug: p.slugs[language],
          description: p.descriptions[language],
          keywords: [...p.colours.map((c) => c.names[language]), kinds[p.kind].noun[language], audienceKeywords[p.audience][language]].join(' '),
        })),
      ),
    );
    await insertAll(
      (rows) => tx.insert(catalogColours).values(rows),
      fresh.flatMap((p) =>
        p.colours.map((c, position) => ({
          masterId: p.masterId,
          code: c.code,
          position,
          names: c.names,
          swatch: c.colourway.main,
          // The drawn pictures, stored as references the image pipeline serves (`/images/<id>.svg`).
          images: productViews.map((view) => ({ view, src: `/images/${productImageId(p.masterId, c.code, view)}.svg` })),
        })),
      ),
    );
    await insertAll(
      (rows) => tx.insert(catalogPrices).values(rows),
      fresh.flatMap((p) =>
        p.colours.flatMap((c) =>
          currencies.map((currency) => ({
            masterId: p.masterId,
            colourCode: c.code,
            currency,
            currentMinor: c.prices[currency].current,
            originalMinor: c.prices[currency].original,
          })),
        ),
      ),
    );
    await insertAll(
      (rows) => tx.insert(catalogPriceSummaries).values(rows),
      fresh.flatMap((p) =>
        currencies.map((currency) => {
          const current = p.colours.map((c) => c.prices[currency].current);
          const original = p.colours.map((c) => c.prices[currency].original);
          const history = p.priceHistory[currency];
          return {
            masterId: p.masterId,
            currency,
            lowCurrent: Math.min(...current),
            highCurrent: Math.max(...current),
            lowOriginal: Math.min(...original),
            highOriginal: Math.max(...original),
            historicBest: history.historicBest,
            previousBestSale: history.previousBestSale ?? null,
          };
        }),
      ),
    );
    await insertAll(
      (rows) => tx.insert(catalogSkus).values(rows),
      fresh.flatMap((p) =>
        p.skus.map((s) => ({
          sku: s.sku,
          masterId: p.masterId,
          colourCode: s.colourCode,
          sizeCode: s.size.code,
          sizeLabels: sizeLabels(s.size),
          position: s.sort,
        })),
      ),
    );
    await insertAll(
      (rows) => tx.insert(catalogInventory).values(rows),
      fresh.flatMap((p) => p.skus.map((s) => ({ sku: s.sku, quantity: s.quantity }))),
    );
    await insertAll(
      (rows) => tx.insert(catalogProductCategories).values(rows),
      fresh.flatMap((p) => p.categories.map((categoryId) => ({ categoryId, masterId: p.masterId }))),
    );
    return fresh.length;
  });
}
