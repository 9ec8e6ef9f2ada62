import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A weekday's opening hours: none when closed, two spans for a lunch break (`09:00`–`12:30`, `14:00`–`19:00`). */
export type OpeningSpan = { readonly opens: string; readonly closes: string };
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type OpeningHours = Readonly<Record<Weekday, readonly OpeningSpan[]>>;

/**
 * A brand's shops (spec 000 §3 "Buy-in-store session", §7 `GET /consumers-v3/utilities/stores`): where in-store
 * associates sell, and later where the store locator, pickup in store and store inventory point. A closed shop is
 * made inactive, never deleted (orders name it).
 */
export const stores = pgTable(
  'stores',
  {
    /** The store number (`RL1001`), the spec's storeId. */
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** International form (`+442071234567`). */
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_brand_country_idx')
      .on(t.brand, t.countryCode, t.name)
      .where(sql`${t.active}`),
  ],
);

/** The people who sell in a store (the spec's storeEmployeeId is `id`); one who left is made inactive. */
export const storeEmployees = pgTable(
  'store_employees',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** As the till and the associate screen show it (first name, initial). */
    displayName: text('display_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_employees_store_idx').on(t.storeId, t.displayName)],
);
