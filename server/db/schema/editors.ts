import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The editor's roles: an editor edits and saves drafts; a publisher also publishes, schedules and restores. */
export type EditorRole = 'editor' | 'publisher';

/** People who sign in to the editor. Passwords are argon2id hashes; e-mails are stored lower-cased. */
export const editorUsers = pgTable(
  'editor_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('editor_users_email_key'),
    name: text('name').notNull(),
    role: text('role').$type<EditorRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('editor_users_role_check', sql`${t.role} in ('editor', 'publisher')`),
    check('editor_users_email_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Failed sign-ins, counted per subject: an account from one client address (`editor:{email}@{address}`), and an
 * account from anywhere (`editor:{email}`); a consumer's are counted the same way under `consumer:`. Enough failures
 * make the subject wait (`blocked_until`), longer with each further failure; a success or a password reset clears
 * the account's counts.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    subject: text('subject').primaryKey(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Browsers an editor has signed in from before, by the SHA-256 of a long-lived cookie: a sign-in from a known
 * browser is not held back by failures other addresses caused on the account.
 */
export const editorDevices = pgTable(
  'editor_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => editorUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('editor_devices_user_idx').on(t.userId)],
);

/** Signed-in editor sessions, by the SHA-256 of the cookie's value (the value itself is never stored). */
export const editorSessions = pgTable(
  'editor_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => editorUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_sessions_user_idx').on(t.userId)],
);

/** Who changed what through the admin API: one row per write (save, publish, restore, create, rename, delete, …). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => editorUsers.id, { onDelete: 'set null' }),
    /** Kept as written: the log still names the person after their account is removed. */
    email: text('email').notNull(),
    action: text('action').notNull(),
    siteId: text('site_id'),
    docType: text('doc_type'),
    key: text('key'),
    version: integer('version'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_document_idx').on(t.siteId, t.docType, t.key, t.at)],
);

/**
 * Documents an editor deleted. Their versions are removed; the tombstone keeps the demo seed from bringing them back
 * at the next start, and goes when a document of the same key is created again.
 */
export const contentTombstones = pgTable(
  'content_tombstones',
  {
    siteId: text('site_id').notNull(),
    docType: text('doc_type').notNull(),
    key: text('key').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: uuid('deleted_by').references(() => editorUsers.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'content_tombstones_pkey', columns: [t.siteId, t.docType, t.key] })],
);

export type EditorUserRow = typeof editorUsers.$inferSelect;
export type EditorSessionRow = typeof editorSessions.$inferSelect;
export type SignInThrottleRow = typeof signInThrottles.$inferSelect;
