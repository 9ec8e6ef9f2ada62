import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What widgets show of a product on one site (its name, picture, price and where it sells), keyed by
 * master id: the read model behind the gallery's product lookup (spec 001 §7).
 */
export const productSummaries = pgTable(
  'product_summaries',
  {
    siteId: text('site_id').notNull(),
    masterId: text('master_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    currency: text('currency').notNull(),
    /** In the currency's minor unit (cents), so sums never round. */
    priceMinor: integer('price_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.masterId] })],
);

export type ProductSummaryRow = typeof productSummaries.$inferSelect;
export type NewProductSummaryRow = typeof productSummaries.$inferInsert;
