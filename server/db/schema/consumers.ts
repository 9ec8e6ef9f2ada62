import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A consumer's interests (pipe-separated, spec 000 §3) and preferred shoe size. */
export interface ConsumerPreferences {
  readonly interests: string;
  readonly preferredShoeSize: string | null;
}

/** The consents a consumer gave at sign-up (spec 000 §7's sign-up body), kept as given with when. */
export interface ConsumerConsents {
  readonly newsletter: boolean;
  readonly loyalty: boolean;
  readonly sms: boolean;
  readonly loyaltyNewsletter: boolean;
  readonly brandTerms: boolean;
  readonly termsConfirmed: boolean;
  readonly termsConditionsAndPolicy: boolean;
  readonly at: string;
}

/** Where a sign-up came from (spec 000 §3 "Source", and the `source` header from the page's leadSource). */
export interface ConsumerSource {
  readonly store?: string;
  readonly acquisitionType?: string;
  readonly campaignName?: string;
  readonly leadSource?: string;
}

/**
 * Consumers (spec 000 §3): shoppers with an account. The id (`c-{uuid}`) is the holder id of their tokens. E-mails
 * are stored trimmed and lower-cased, so one is unique whatever its case; a phone (international form, `+447946000018`)
 * belongs to one account at most. Passwords are argon2id hashes. A deleted account keeps its row (`deleted_at`): its
 * orders still name it, and its tokens answer AUT498.
 */
export const consumers = pgTable(
  'consumers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    phone: text('phone'),
    /** The dial code of `phone` with its plus (`+44`). */
    phoneCode: text('phone_code'),
    gender: text('gender'),
    postalCode: text('postal_code'),
    /** The country of the site they signed up on. */
    country: text('country').notNull(),
    siteId: text('site_id').notNull(),
    consumerType: text('consumer_type').$type<'REGULAR' | 'EMPLOYEE'>().notNull().default('REGULAR'),
    employeeTermsAccepted: boolean('employee_terms_accepted').notNull().default(false),
    /** When the employee accepted the employee-discount terms (the first time: accepting again keeps it). */
    employeeTermsAcceptedAt: timestamp('employee_terms_accepted_at', { withTimezone: true }),
    isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
    loyaltyOptInAt: timestamp('loyalty_opt_in_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<ConsumerPreferences>().notNull().default({ interests: '', preferredShoeSize: null }),
    consents: jsonb('consents').$type<ConsumerConsents>(),
    source: jsonb('source').$type<ConsumerSource>(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumers_email_key').on(t.email),
    uniqueIndex('consumers_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    check('consumers_email_check', sql`${t.email} = lower(${t.email})`),
    check('consumers_type_check', sql`${t.consumerType} in ('REGULAR', 'EMPLOYEE')`),
  ],
);

/** A consumer's earlier password hashes: a new password may not be one of the last five (AUT452). */
export const consumerPasswordHistory = pgTable(
  'consumer_password_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumer_password_history_consumer_idx').on(t.consumerId, t.id)],
);

/**
 * Sign-in codes (spec 000 §4: "obtain an authorization code with a PKCE challenge, then exchange it"), by the SHA-256
 * of the code: single use (`used_at`, set by the conditional update that wins the exchange), short-lived, bound to
 * the S256 challenge the sign-in sent.
 */
export const consumerAuthCodes = pgTable(
  'consumer_auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    codeChallenge: text('code_challenge').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('consumer_auth_codes_expires_idx').on(t.expiresAt)],
);

/** Password-reset links' tokens, by their SHA-256: single use, expiring (AUT402 after either). */
export const consumerResetTokens = pgTable(
  'consumer_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('consumer_reset_tokens_consumer_idx').on(t.consumerId)],
);

export type ConsumerRow = typeof consumers.$inferSelect;
