import { sql } from 'drizzle-orm';
import { check, customType, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a shopper reads in one language: a product's or a colour's name, per language code. */
export type CatalogWords = Readonly<Record<string, string>>;

/**
 * The catalogue (spec 000 and 001 products): a product by master id, sold by one brand on all its sites. Names,
 * colours, sizes and prices live in the tables below; money in the currency's minor unit.
 */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    masterId: text('master_id').primaryKey(),
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    audience: text('audience').notNull(),
    releasedOn: date('released_on').notNull(),
    /** Lower sells better: the default order of a listing without a query. */
    popularity: integer('popularity').notNull(),
  },
  (t) => [index('catalog_products_brand_idx').on(t.brandId, t.popularity)],
);

/**
 * A product's words in one language, and their search vector in that language's configuration (stemmed, so
 * "boots" finds "boot" and "chaussures" finds "chaussure"): the name weighs most, then keywords (colours,
 * kind, who it is for), then the description.
 */
export const catalogProductTexts = pgTable(
  'catalog_product_texts',
  {
    masterId: text('master_id')
      .notNull()
      .references(() => catalogProducts.masterId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull(),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, name), 'A') ||
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, keywords), 'B') ||
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, description), 'C')`),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.language] }), index('catalog_product_texts_search_idx').using('gin', t.search)],
);

/**
 * The words of a product's name and keywords in one language, as written (lowercased, not stemmed), one row each:
 * what search matches inside German compounds ("laufschuh" in "straßenlaufschuh") and offers as a spelling
 * ("boot" for "bot"), by trigram (`pg_trgm`). The database keeps it: a trigger on `catalog_product_texts` (migration
 * 0009) writes a product's words whenever its name or keywords are written, and they go with its texts.
 */
export const catalogSearchWords = pgTable(
  'catalog_search_words',
  {
    masterId: text('master_id').notNull(),
    language: text('language').notNull(),
    brandId: text('brand_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.language, t.word] }),
    foreignKey({ columns: [t.masterId, t.language], foreignColumns: [catalogProductTexts.masterId, catalogProductTexts.language] }).onDelete(
      'cascade',
    ),
    index('catalog_search_words_word_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('catalog_search_words_brand_idx').on(t.brandId, t.language),
  ],
);

/** One stored picture of a colourway: which view it shows, and its path in the image pipeline (`/images/<id>.svg`). */
export interface CatalogImage {
  readonly view: string;
  readonly src: string;
}

export const catalogColours = pgTable(
  'catalog_colours',
  {
    masterId: text('master_id')
      .notNull()
      .references(() => catalogProducts.masterId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<CatalogWords>().notNull(),
    /** The colour's main paint, for its swatch. */
    swatch: text('swatch').notNull(),
    /** Its pictures, in the order a product page shows them: stored references the image pipeline serves. */
    images: jsonb('images').$type<readonly CatalogImage[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.code] })],
);

/** What one colourway sells for in one currency, now and before a markdown. */
export const catalogPrices = pgTable(
  'catalog_prices',
  {
    masterId: text('master_id').notNull(),
    colourCode: text('colour_code').notNull(),
    currency: text('currency').notNull(),
    currentMinor: integer('current_minor').notNull(),
    originalMinor: integer('original_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.colourCode, t.currency] }),
    check('catalog_prices_positive', sql`${t.currentMinor} > 0 and ${t.originalMinor} >= ${t.currentMinor}`),
  ],
);

/**
 * A product's price in one currency as listings show and sort it (spec 001 "Price"): the ranges over its
 * colourways, and the omnibus history (the best price of the 30 days before the markdown, the best sale before it).
 */
export const catalogPriceSummaries = pgTable(
  'catalog_price_summaries',
  {
    masterId: text('master_id')
      .notNull()
      .references(() => catalogProducts.masterId, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    lowCurrent: integer('low_current').notNull(),
    highCurrent: integer('high_current').notNull(),
    lowOriginal: integer('low_original').notNull(),
    highOriginal: integer('high_original').notNull(),
    historicBest: integer('historic_best'),
    previousBestSale: integer('previous_best_sale'),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.currency] }), index('catalog_price_summaries_sort_idx').on(t.currency, t.lowCurrent)],
);

/** One sellable item: a product in one colour and size. Its id is a 12-digit UPC, the `upc` of cart calls. */
export const catalogSkus = pgTable(
  'catalog_skus',
  {
    sku: text('sku').primaryKey(),
    masterId: text('master_id')
      .notNull()
      .references(() => catalogProducts.masterId, { onDelete: 'cascade' }),
    colourCode: text('colour_code').notNull(),
    sizeCode: text('size_code').notNull(),
    /** What each region calls the size: `{ us, uk, eu }` for shoes, `{ label }` otherwise. */
    sizeLabels: jsonb('size_labels').$type<Readonly<Record<string, string>>>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('catalog_skus_master_idx').on(t.masterId, t.position)],
);

/** Units a sku has online. Orders take them in a transaction; the check keeps them from going below zero. */
export const catalogInventory = pgTable(
  'catalog_inventory',
  {
    sku: text('sku')
      .primaryKey()
      .references(() => catalogSkus.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_inventory_not_negative', sql`${t.quantity} >= 0`)],
);

/** The category pages that list a product (its leaf, the leaf's parents, collections, sale…). */
export const catalogProductCategories = pgTable(
  'catalog_product_categories',
  {
    categoryId: integer('category_id').notNull(),
    masterId: text('master_id')
      .notNull()
      .references(() => catalogProducts.masterId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.masterId] }), index('catalog_product_categories_master_idx').on(t.masterId)],
);
