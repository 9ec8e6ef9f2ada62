import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * A consumer's saved cards (spec 000 §3 "Payment instrument", §7 `/payment_instruments`): the card gateway's token
 * and what the gateway lets a merchant know of the card (brand, last four, expiry, name), never its number or
 * security code. At most one main card per consumer (a partial unique index); one card (brand, last four, expiry)
 * saved once. Deleted with the account's row.
 */
export const consumerCards = pgTable(
  'consumer_cards',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').$type<'CREDIT_CARD' | 'REWARD_CODE' | 'REWARD_CARD'>().notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consumer_cards_consumer_idx').on(t.consumerId, t.createdAt),
    uniqueIndex('consumer_cards_main_key')
      .on(t.consumerId)
      .where(sql`${t.isMain}`),
    uniqueIndex('consumer_cards_same_card_key').on(t.consumerId, t.paymentMethodId, t.brand, t.last4, t.expiryMonth, t.expiryYear),
    check('consumer_cards_method_check', sql`${t.paymentMethodId} in ('CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD')`),
    check('consumer_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export type ConsumerCardRow = typeof consumerCards.$inferSelect;
