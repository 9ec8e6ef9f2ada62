import { date, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * Consumers' registrations for the events published pages offer (spec 001 §4 "Event registration payload"): one per
 * consumer and event (a repeat changes it), with the days chosen, the guest's name, and the profile's name, e-mail
 * and phone as they were when the shopper registered. `clientTimestamp` is the payload's `registrationTimestamp`.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id),
    eventId: text('event_id').notNull(),
    siteId: text('site_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    phone: text('phone'),
    attendingDays: date('attending_days', { mode: 'string' }).array().notNull(),
    plusOne: text('plus_one'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_registrations_consumer_event_idx').on(t.consumerId, t.eventId), index('event_registrations_event_idx').on(t.eventId)],
);
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
