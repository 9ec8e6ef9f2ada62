import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/** The spend programmes of spec 000 §3: an employee's annual cap, an athlete's or professional's annual credit. */
export type ConsumerProgramme = 'employee' | 'athlete' | 'prosumer';

/**
 * A consumer's membership of a spend programme (spec 000 §3 "employee, athlete, prosumer hold currentSpend plus
 * annualCap (employee) or annualCredit (athlete, prosumer)"): the yearly limit in minor units of `currency`. The
 * current spend is not stored: it is the consumer's placed orders in that currency this calendar year, summed when the
 * profile is read (docs/decisions.md "Employee-discount terms and spend banners").
 */
export const consumerProgrammes = pgTable(
  'consumer_programmes',
  {
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    programme: text('programme').$type<ConsumerProgramme>().notNull(),
    annualLimit: integer('annual_limit').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumerId, t.programme] }),
    check('consumer_programmes_programme_check', sql`${t.programme} in ('employee', 'athlete', 'prosumer')`),
    check('consumer_programmes_limit_check', sql`${t.annualLimit} >= 0`),
  ],
);

/** A consumer's identities (spec 000 §3 "identity list"): WRANX and IPA mark the two professional programmes. */
export const consumerIdentities = pgTable(
  'consumer_identities',
  {
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.type] })],
);
