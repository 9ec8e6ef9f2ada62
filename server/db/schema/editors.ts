import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The editor's roles: an editor edits and saves drafts; a publisher also publishes, schedules and restores. */
export type EditorRole = 'editor' | 'publisher';

/** People who sign in to the editor. Passwords are argon2id hashes; e-mails are stored lower-cased. */
export const editorUsers = pgTable('editor_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('editor_users_email_key'),
  name: text('name').notNull(),
  role: text('role').$type<EditorRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Failed sign-ins since the last success; enough of them lock the account until `locked_until`. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('editor_users_role_check', sql`${t.role} in ('editor', 'publisher')`),
  check('editor_users_email_check', sql`${t.email} = lower(${t.email})`),
]);

/** Signed-in editor sessions, by the SHA-256 of the cookie's value (the value itself is never stored). */
export const editorSessions = pgTable('editor_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => editorUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('editor_sessions_user_idx').on(t.userId)]);

/** Who changed what through the admin API: one row per write (save, publish, restore, create, rename, delete, …). */
export const adminAuditLog = pgTable('admin_audit_log', {
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
}, (t) => [index('admin_audit_log_document_idx').on(t.siteId, t.docType, t.key, t.at)]);

/**
 * Documents an editor deleted. Their versions are removed; the tombstone keeps the demo seed from bringing them back
 * at the next start, and goes when a document of the same key is created again.
 */
export const contentTombstones = pgTable('content_tombstones', {
  siteId: text('site_id').notNull(),
  docType: text('doc_type').notNull(),
  key: text('key').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  deletedBy: uuid('deleted_by').references(() => editorUsers.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ name: 'content_tombstones_pkey', columns: [t.siteId, t.docType, t.key] })]);

export type EditorUserRow = typeof editorUsers.$inferSelect;
export type EditorSessionRow = typeof editorSessions.$inferSelect;
