import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server processes share (the access tokens' signing key), made once by whichever process starts
 * first: every instance behind a load balancer verifies the others' tokens.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A chain of refresh tokens handed to one holder (a guest, later a signed-in consumer). Each refresh replaces the
 * token; presenting a replaced one again means it leaked, and the whole family is revoked.
 */
export const authTokenFamilies = pgTable(
  'auth_token_families',
  {
    id: text('id').primaryKey(),
    holderId: text('holder_id').notNull(),
    tokenType: text('token_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_token_families_holder_idx').on(t.holderId),
    /** The clean-up of guests who never came back reads families by type and age. */
    index('auth_token_families_type_created_idx').on(t.tokenType, t.createdAt),
  ],
);

/** Refresh tokens, by the SHA-256 of their value (the value itself is never stored). */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => authTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for the next one; a second exchange revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_refresh_tokens_family_idx').on(t.familyId), index('auth_refresh_tokens_expires_idx').on(t.expiresAt)],
);
