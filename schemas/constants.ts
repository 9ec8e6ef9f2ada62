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

/** Countries Tessera ships to: one per site. */
export const shippingCountries = ['US', 'CA', 'GB', 'FR', 'DE'] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

export const isShippingCountry = (value: unknown): value is ShippingCountry => (shippingCountries as readonly unknown[]).includes(value);

/** International dial codes by country. */
export const dialCodes: Readonly<Record<ShippingCountry, string>> = { US: '1', CA: '1', GB: '44', FR: '33', DE: '49' };
