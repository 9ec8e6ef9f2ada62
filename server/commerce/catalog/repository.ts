import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductSort } from '../../../schemas';
import {
  catalogColours as colours,
  catalogInventory as inventory,
  catalogPrices as prices,
  catalogPriceSummaries as summaries,
  catalogProductCategories as categories,
  catalogProducts as products,
  catalogProductTexts as texts,
  catalogSkus as skus,
  type CatalogImage,
  type Database,
} from '../../db/index';
import { closestSpelling, compoundWords, queryWords } from './search-words';

/** Each language's text search configuration (stemming and stop words). */
const searchConfig: Readonly<Record<string, string>> = { en: 'english', fr: 'french', de: 'german' };

/**
 * A shopper's words as a prefix query: each word a lexeme that may go on ("boo" finds boots), all required; a word
 * that stands for compounds (`compoundWords`) matches any of them too. Undefined when no word is left.
 */
export function searchTerms(said: readonly string[], compounds: ReadonlyMap<string, readonly string[]> = new Map()): string | undefined {
  const terms = said.map((word) => {
    const also = compounds.get(word) ?? [];
    return also.length > 0 ? `(${[`${word}:*`, ...also].join(' | ')})` : `${word}:*`;
  });
  return terms.length > 0 ? terms.join(' & ') : undefined;
}

/** The query of a shopper's text alone (no compounds): only letters and digits reach it, so no input breaks its syntax. */
export const prefixQuery = (q: string): string | undefined => searchTerms(queryWords(q));

export interface ListingFilter {
  readonly brandId: string;
  readonly language: string;
  readonly currency: string;
  readonly q?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly sort: ProductSort;
  readonly start: number;
  readonly count: number;
}

export interface ListingRow {
  readonly masterId: string;
  readonly name: string;
  readonly slug: string;
  readonly releasedOn: string;
  readonly lowCurrent: number;
  readonly highCurrent: number;
  readonly lowOriginal: number;
  readonly highOriginal: number;
  readonly historicBest: number | null;
  readonly previousBestSale: number | null;
}

export interface ColourRow {
  readonly masterId: string;
  readonly code: string;
  readonly name: string;
  readonly swatch: string;
  /** Its stored pictures (the pipeline's paths), by view. */
  readonly images: readonly CatalogImage[];
}

/** The catalogue's queries; each takes the database or a transaction. */
export function createCatalogRepository(db: Database) {
  const config = (language: string) => sql.raw(`'${searchConfig[language] ?? 'english'}'::regconfig`);

  const repository = {
    /** One page of a listing and how many products match in all. */
    async listing(filter: ListingFilter): Promise<{ total: number; rows: ListingRow[] }> {
      const said = filter.q ? queryWords(filter.q) : [];
      if (filter.q && said.length === 0) return { total: 0, rows: [] };
      const terms = searchTerms(said, await compoundWords(db, filter.brandId, filter.language, said));
      const query = terms ? sql`to_tsquery(${config(filter.language)}, ${terms})` : undefined;
      const conditions: SQL[] = [eq(products.brandId, filter.brandId)];
      if (query) conditions.push(sql`${texts.search} @@ ${query}`);
      if (filter.categoryId !== undefined) {
        conditions.push(
          sql`exists (select 1 from ${categories} where ${categories.masterId} = ${products.masterId} and ${categories.categoryId} = ${filter.categoryId})`,
        );
      }
      const order: SQL[] = {
        relevance: query ? [sql`ts_rank_cd(${texts.search}, ${query}) desc`, sql`${products.popularity}`] : [sql`${products.popularity}`],
        newest: [sql`${products.releasedOn} desc`],
        'price-asc': [sql`${summaries.lowCurrent}`],
        'price-desc': [sql`${summaries.lowCurrent} desc`],
      }[filter.sort];
      const rows = await db
        .select({
          masterId: products.masterId,
          name: texts.name,
          slug: texts.slug,
          releasedOn: products.releasedOn,
          lowCurrent: summaries.lowCurrent,
          highCurrent: summaries.highCurrent,
          lowOriginal: summaries.lowOriginal,
          highOriginal: summaries.highOriginal,
          historicBest: summaries.historicBest,
          previousBestSale: summaries.previousBestSale,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(products)
        .innerJoin(texts, and(eq(texts.masterId, products.masterId), eq(texts.language, filter.language)))
        .innerJoin(summaries, and(eq(summaries.masterId, products.masterId), eq(summaries.currency, filter.currency)))
        .where(and(...conditions))
        .orderBy(...order, asc(products.masterId))
        .limit(filter.count)
        .offset(filter.start);
      if (rows.length > 0 || filter.start === 0) return { total: rows[0]?.total ?? 0, rows };
      // Past the last page: the count still tells the shopper how many there are.
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .innerJoin(texts, and(eq(texts.masterId, products.masterId), eq(texts.language, filter.language)))
        .where(and(...conditions));
      return { total: counted?.total ?? 0, rows: [] };
    },

    /**
     * What the shopper may have meant when a search found nothing: the query spelt as the catalogue spells it, when
     * that finds products. Undefined otherwise.
     */
    async suggestion(filter: Pick<ListingFilter, 'brandId' | 'language' | 'currency' | 'q'>): Promise<string | undefined> {
      const spelt = filter.q ? await closestSpelling(db, filter.brandId, filter.language, queryWords(filter.q)) : undefined;
      if (spelt === undefined) return undefined;
      const { total } = await repository.listing({ ...filter, q: spelt, sort: 'relevance', start: 0, count: 1 });
      return total > 0 ? spelt : undefined;
    },

    /** The colourways of some products, in their order, named in one language. */
    async colours(masterIds: readonly string[], language: string): Promise<ColourRow[]> {
      if (masterIds.length === 0) return [];
      return db
        .select({
          masterId: colours.masterId,
          code: colours.code,
          name: sql<string>`${colours.names} ->> ${language}`,
          swatch: colours.swatch,
          images: colours.images,
        })
        .from(colours)
        .where(inArray(colours.masterId, [...masterIds]))
        .orderBy(asc(colours.masterId), asc(colours.position));
    },

    /** A product of a brand with its words in every language, or undefined. */
    async product(masterId: string, brandId: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.masterId, masterId), eq(products.brandId, brandId)));
      if (!row) return undefined;
      const words = await db
        .select({ language: texts.language, name: texts.name, slug: texts.slug, description: texts.description })
        .from(texts)
        .where(eq(texts.masterId, masterId));
      return { ...row, texts: words };
    },

    /** What a product page needs beyond the product: its colours, sizes, prices in a currency and categories. */
    async productParts(masterId: string, currency: string) {
      const [colourRows, priceRows, skuRows, summaryRows, categoryRows] = await Promise.all([
        db.select().from(colours).where(eq(colours.masterId, masterId)).orderBy(asc(colours.position)),
        db
          .select()
          .from(prices)
          .where(and(eq(prices.masterId, masterId), eq(prices.currency, currency))),
        db.select().from(skus).where(eq(skus.masterId, masterId)).orderBy(asc(skus.position)),
        db
          .select()
          .from(summaries)
          .where(and(eq(summaries.masterId, masterId), eq(summaries.currency, currency))),
        db.select({ categoryId: categories.categoryId }).from(categories).where(eq(categories.masterId, masterId)),
      ]);
      return { colours: colourRows, prices: priceRows, skus: skuRows, summary: summaryRows[0], categoryIds: categoryRows.map((r) => r.categoryId) };
    },

    /** Units online per sku of a product, in the product's size order. */
    async inventory(masterId: string): Promise<{ sku: string; quantity: number }[]> {
      return db
        .select({ sku: skus.sku, quantity: inventory.quantity })
        .from(skus)
        .innerJoin(inventory, eq(inventory.sku, skus.sku))
        .where(eq(skus.masterId, masterId))
        .orderBy(asc(skus.position));
    },

    /** The day a brand's newest product came out (YYYY-MM-DD), or undefined without products. */
    async newestRelease(brandId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ day: sql<string | null>`max(${products.releasedOn})` })
        .from(products)
        .where(eq(products.brandId, brandId));
      return row?.day ?? undefined;
    },

    /**
     * Every product a site sells (its brand's, priced in its currency, named in its language or English), by master id,
     * with its slug in that language and the day it came out: what a site's sitemap lists.
     */
    async productsSold(brandId: string, currency: string, language: string): Promise<{ masterId: string; slug: string; releasedOn: string }[]> {
      const own = alias(texts, 'own_texts');
      const english = alias(texts, 'english_texts');
      const rows = await db
        .select({ masterId: products.masterId, slug: sql<string | null>`coalesce(${own.slug}, ${english.slug})`, releasedOn: products.releasedOn })
        .from(products)
        .innerJoin(summaries, and(eq(summaries.masterId, products.masterId), eq(summaries.currency, currency)))
        .leftJoin(own, and(eq(own.masterId, products.masterId), eq(own.language, language)))
        .leftJoin(english, and(eq(english.masterId, products.masterId), eq(english.language, 'en')))
        .where(eq(products.brandId, brandId))
        .orderBy(asc(products.masterId));
      return rows.flatMap((row) => (row.slug === null ? [] : [{ ...row, slug: row.slug }]));
    },

    /** Whether a product exists at all (any brand). */
    async exists(masterId: string): Promise<boolean> {
      const [row] = await db.select({ masterId: products.masterId }).from(products).where(eq(products.masterId, masterId));
      return row !== undefined;
    },
  };
  return repository;
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
