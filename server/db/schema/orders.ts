import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Address, OrderItem, OrderTotals } from '../../../schemas';
import { storeEmployees, stores } from './stores';

/** Order numbers: the brand's two capitals, then this sequence's next value. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10000001 });

export interface OrderPayment {
  readonly brand: string;
  readonly last4: string;
  readonly token: string;
  readonly amount: number;
  /** The gateway's id for the authorization (or the payment waiting on a challenge). */
  readonly paymentId?: string;
  readonly challengeId?: string;
  readonly challengeUrl?: string;
}

/**
 * An order: a cart becomes at most one (`cart_id` is unique), and one holder's `Idempotency-Key` names at most one.
 * Lines, addresses and totals are copied from the cart when it is placed; `status` moves by the state machine and
 * every move is in `order_events`.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    /** The secret a guest reads the order with (`?st=`), 24 random bytes. */
    st: text('st').notNull(),
    cartId: text('cart_id').notNull(),
    holderId: text('holder_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<{ code: string; price: number; deliveryTime: string }>().notNull(),
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    /** Why the payment failed (`errorId`, message) and the new cart the shopper continues with. */
    failure: jsonb('failure').$type<{ errorId: string; message: string; basketId: string }>(),
    /** Why the status last moved; the database writes it into the move's `order_events` row (a trigger records every move). */
    statusNote: text('status_note'),
    /** An in-store associate's sale (spec 000 §6): the store and the employee who sold it, both or neither. */
    inStoreStoreId: text('in_store_store_id').references(() => stores.id),
    inStoreEmployeeId: text('in_store_employee_id').references(() => storeEmployees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_cart_key').on(t.cartId),
    check('orders_in_store_check', sql`(${t.inStoreStoreId} is null) = (${t.inStoreEmployeeId} is null)`),
    unique('orders_idempotency_key').on(t.holderId, t.idempotencyKey),
    /** A holder's orders newest first (the order history, page by page). */
    index('orders_holder_created_idx').on(t.holderId, t.createdAt.desc().nullsFirst(), t.orderNumber.desc().nullsFirst()),
  ],
);

/** Every move of an order's status, in order: written by the `orders_status_events` trigger (migration 0005). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderNumber, t.id)],
);

/** Sales tax added at checkout in North America, by state or province, in parts per million (seeded). */
export const taxRates = pgTable(
  'tax_rates',
  {
    country: text('country').notNull(),
    region: text('region').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.region] })],
);
