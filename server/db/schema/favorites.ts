import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A holder's favourites on one site (spec 001 §7 Wishlists, spec 000 "Favorites"): products, not sizes, so the heart
 * on a product card needs no size. A guest's list joins the account's at sign-in. `sharedAt` set: anyone with the
 * list's id may read it (the share link); only its holder changes it.
 */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: text('id').primaryKey(),
    holderId: text('holder_id').notNull(),
    siteId: text('site_id').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('favorite_lists_holder_site_key').on(t.holderId, t.siteId)],
);

/** One product in a favourites list; a product is in a list once. */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    masterId: text('master_id').notNull(),
    qty: integer('qty').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favorite_items_list_master_key').on(t.listId, t.masterId),
    index('favorite_items_list_created_idx').on(t.listId, t.createdAt),
    check('favorite_items_qty_positive', sql`${t.qty} > 0`),
  ],
);
