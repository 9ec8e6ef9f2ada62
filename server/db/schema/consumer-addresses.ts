import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * A consumer's saved addresses (spec 000 §3 "Address", §4 "Addresses"): shipping (S) or billing (B), at most one main
 * of each kind per consumer (a partial unique index, so no race can leave two). Phones in international form, the
 * country as its code. Deleted with the account's row.
 */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    approachType: text('approach_type').$type<'S' | 'B'>().notNull(),
    isMain: boolean('is_main').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    phoneCode: text('phone_code').notNull(),
    email: text('email'),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consumer_addresses_consumer_idx').on(t.consumerId, t.createdAt),
    uniqueIndex('consumer_addresses_main_key')
      .on(t.consumerId, t.approachType)
      .where(sql`${t.isMain}`),
    check('consumer_addresses_approach_type_check', sql`${t.approachType} in ('S', 'B')`),
  ],
);

export type ConsumerAddressRow = typeof consumerAddresses.$inferSelect;
