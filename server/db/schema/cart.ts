import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from '../../../schemas';

/** The card a cart will be paid with: the gateway's token and what it may show of the card (never its number). */
export interface CartPaymentInstrument {
  readonly paymentInstrumentId: string;
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly holderName: string;
}

/** A shopper's cart (spec 000 "Cart"): it belongs to its token's holder and sells on one site, in its currency. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    holderId: text('holder_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    /**
     * `open` while the shopper shops; `ordered` once placed (a cart becomes at most one order); `saved` for the lines the
     * holder put aside for later on the site (spec 000 "Saved for later": one such list per holder and site, its id the
     * `saveForLaterId`): the same lines as a cart's, priced and checked for stock the same way, never placed.
     */
    status: text('status').notNull().default('open'),
    /** The guest's e-mail for the order (given with the shipping address). */
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    /** The chosen shipping method's code (spec 000 "Shipping option"): standard until the shopper picks another. */
    shippingCode: text('shipping_code').notNull().default('standard'),
    paymentInstrument: jsonb('payment_instrument').$type<CartPaymentInstrument>(),
    /**
     * Moves on with every change of the cart or its lines (the database's triggers, migration 0007): placing an order
     * names the version the shopper reviewed, and a cart changed since (another tab) is refused rather than charged.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_holder_idx').on(t.holderId, t.status),
    /** One open cart per holder and site, whatever races: two creations at once make one cart. */
    uniqueIndex('carts_one_open_per_holder')
      .on(t.holderId, t.siteId)
      .where(sql`${t.status} = 'open'`),
    /** One saved-for-later list per holder and site. */
    uniqueIndex('carts_one_saved_per_holder')
      .on(t.holderId, t.siteId)
      .where(sql`${t.status} = 'saved'`),
  ],
);

/** One line of a cart: a sku and how many. Prices are read from the catalogue when the cart is answered. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    masterId: text('master_id').notNull(),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_cart_sku_key').on(t.cartId, t.sku), check('cart_items_qty_positive', sql`${t.qty} > 0`)],
);
