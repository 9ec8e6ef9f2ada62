import { z } from 'zod';
import { text } from '../text';
import { productPriceSchema } from './price';
import { masterIdSchema } from './social-gallery';

const localeSchema = text().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us');
const imageSchema = z.object({ url: text(), alt: text(), width: z.number().int(), height: z.number().int() });

import { MAX_SEARCH_COUNT, productSorts } from '../constants';

export { DEFAULT_MAX_QTY, LOW_STOCK, MAX_SEARCH_COUNT, productSorts, type ProductSort } from '../constants';

const integerIn = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return text()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
};

/**
 * `GET /products/v2/search/productSearch`: the site (by `locale`: language and currency), an optional full-text
 * `q` and `categoryId`, the order and a page (`start`, `count`).
 */
export const productSearchQuerySchema = z.object({
  locale: localeSchema,
  q: text().trim().max(100, 'must be at most 100 characters').optional(),
  categoryId: text()
    .regex(/^\d{4,7}$/, 'must be a category id of 4 to 7 digits')
    .transform(Number)
    .optional(),
  sort: z.enum(productSorts).default('relevance'),
  start: integerIn(0, 100_000).default(0),
  count: integerIn(1, MAX_SEARCH_COUNT).default(24),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productColourSchema = z.object({
  code: text(),
  name: text(),
  /** The colour's main paint, for a swatch. */
  swatch: text(),
  image: imageSchema,
});

/** A product in a listing: its card. */
export const productCardSchema = z.object({
  productId: masterIdSchema,
  name: text(),
  url: text(),
  image: imageSchema,
  price: productPriceSchema,
  colours: z.array(productColourSchema),
  /** Came out in the last month. */
  isNew: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSearchResponseSchema = z.object({
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  sort: z.enum(productSorts),
  products: z.array(productCardSchema),
  /** When a search found nothing: the query as the catalogue spells it ("boot" for "bot"), which finds products. */
  suggestion: text().optional(),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

export const productDetailsQuerySchema = z.object({ locale: localeSchema });

/** One size of a colourway: its sku (the cart's `upc`) and what the site's region calls it. */
export const productSizeSchema = z.object({ sku: text().regex(/^\d{12}$/), code: text(), label: text() });

export const productViewSchema = z.enum(['main', 'back', 'detail', 'outdoors']);

/** `GET /products/v2/products/{productId}/details?locale=`: everything a product page shows but stock. */
export const productDetailsSchema = z.object({
  productId: masterIdSchema,
  name: text(),
  description: text(),
  url: text(),
  brand: text(),
  kind: text(),
  audience: z.enum(['men', 'women', 'kids', 'unisex']),
  /** The category pages that list it. */
  categoryIds: z.array(z.number().int()),
  /** `US` on North American sites; `UK` (with EU) on European ones; `letter` or `one` for clothes and kit. */
  sizeSystem: z.enum(['US', 'UK', 'letter', 'one']),
  price: productPriceSchema,
  colours: z.array(
    z.object({
      code: text(),
      name: text(),
      swatch: text(),
      price: z.object({ currency: text(), current: z.number().int(), original: z.number().int() }),
      images: z.array(imageSchema.extend({ view: productViewSchema })),
      sizes: z.array(productSizeSchema),
    }),
  ),
  /** The same product on the brand's other sites, for hreflang: `{ 'fr-ca': '/fr-ca/p/…' }`. */
  alternates: z.record(text(), text()),
  isNew: z.boolean(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** `GET /products/v2/products/{productId}/inventory`: units online per sku (spec 001 §7). */
export const productInventorySchema = z.object({
  productId: masterIdSchema,
  variants: z.record(
    text(),
    z.object({
      quantity: z.number().int().nonnegative(),
      inStock: z.boolean(),
      /** 1 to 3 units left: the product page says so. */
      lowStock: z.boolean(),
      /** The most a cart may hold of it. */
      maxQty: z.number().int().nonnegative(),
    }),
  ),
});
export type ProductInventory = z.infer<typeof productInventorySchema>;
