/*
 * The schemas' plain constants, apart from their zod contracts: a second public surface of `schemas` beside
 * index.ts, zod-free, so the browser reads them (through runtime/core) without loading zod.
 */

/** The orders a listing offers; `relevance` ranks by the query's match, or by best sellers without one. */
export const productSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The most products one listing call answers. */
export const MAX_SEARCH_COUNT = 60;

/** The highest quantity a cart line may hold unless the item says less (spec 000 §9). */
export const DEFAULT_MAX_QTY = 999_999;
/** At or below this many units a size is "low in stock". */
export const LOW_STOCK = 3;
