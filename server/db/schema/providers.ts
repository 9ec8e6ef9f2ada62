import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox card gateway's vault: a token per tokenized card, with what a real gateway would let a merchant
 * see (brand, last four, expiry, holder) and the test behaviour its number selects. Never the number itself.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's payments: one per merchant reference (an authorization asked twice answers the first). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** authorized, declined, challenge_pending, challenge_passed, challenge_failed, voided */
  status: text('status').notNull(),
  declineCode: text('decline_code'),
  challengeId: text('challenge_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The development mail outbox: every message the store sends, readable at `/dev/mail` outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
