import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * Newsletter and SMS subscriptions (spec 000 §3 "Subscription"): one row per site, channel, type and recipient (the
 * e-mail lower-cased, the phone in international form), a visitor's or a consumer's. `optin` is the consent given;
 * `double_optin` is set once the e-mailed link was followed (docs/decisions.md "Subscriptions"). Opting out keeps the
 * row with its date: the store must be able to say when consent was withdrawn.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    type: text('type').$type<'Newsletter' | 'LoyaltyNewsletter'>().notNull(),
    recipient: text('recipient').notNull(),
    consumerId: text('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    country: text('country').notNull(),
    region: text('region').notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    optinAt: timestamp('optin_at', { withTimezone: true }),
    optoutAt: timestamp('optout_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_recipient_key').on(t.siteId, t.channel, t.type, t.recipient),
    index('subscriptions_consumer_idx').on(t.consumerId),
    check('subscriptions_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('subscriptions_type_check', sql`${t.type} in ('Newsletter', 'LoyaltyNewsletter')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The double opt-in links (only their SHA-256 kept): spent once, deleted by the hourly job once expired. */
export const subscriptionConfirmTokens = pgTable(
  'subscription_confirm_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('subscription_confirm_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A signed-in consumer's notification preferences (spec 000 §7 `PUT /notification`): which service messages go by
 * e-mail and which by SMS. Absent until first set; the defaults are in `schemas/api/subscription.ts`.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  consumerId: text('consumer_id')
    .primaryKey()
    .references(() => consumers.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, { email: boolean; sms: boolean }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
