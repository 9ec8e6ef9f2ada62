import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { editorUsers, type Database, type EditorRole, type EditorUserRow } from '../../db/index';
import { LOCK_MS, MAX_FAILED_SIGN_INS } from './lockout';

/** E-mails are kept and compared lower-cased (and trimmed): `Elena@Tessera.test` signs in as `elena@tessera.test`. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface NewEditor {
  readonly email: string;
  readonly name: string;
  readonly role: EditorRole;
  /** An argon2id hash (`hashPassword`), never the password. */
  readonly passwordHash: string;
}

const editorRowColumns = {
  id: editorUsers.id, email: editorUsers.email, name: editorUsers.name, role: editorUsers.role, passwordHash: editorUsers.passwordHash,
  failedAttempts: editorUsers.failedAttempts, lockedUntil: editorUsers.lockedUntil, createdAt: editorUsers.createdAt,
};

/** The editor accounts (`editor_users`): look-ups, creation and the failed sign-in count. */
export function editorUsersRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<EditorUserRow | undefined> {
      const [row] = await db.select().from(editorUsers).where(eq(editorUsers.email, normalizeEmail(email)));
      return row;
    },

    async byId(id: string): Promise<EditorUserRow | undefined> {
      const [row] = await db.select().from(editorUsers).where(eq(editorUsers.id, id));
      return row;
    },

    /**
     * Creates the account, or updates its name, role and password when the e-mail has one (which also unlocks it).
     * Answers whether it was created.
     */
    async upsert(editor: NewEditor): Promise<{ readonly row: EditorUserRow; readonly created: boolean }> {
      const values = { ...editor, email: normalizeEmail(editor.email) };
      const [row] = await db.insert(editorUsers).values(values)
        .onConflictDoUpdate({
          target: editorUsers.email,
          set: { name: values.name, role: values.role, passwordHash: values.passwordHash, failedAttempts: 0, lockedUntil: null },
        })
        // NB: xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
        .returning({ ...editorRowColumns, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error(`the editor account ${values.email} could not be stored`);
      const { created, ...stored } = row;
      return { row: stored, created };
    },

    /** Creates the account unless the e-mail has one already (then nothing changes). Answers whether it was created. */
    async insertIfMissing(editor: NewEditor): Promise<boolean> {
      const rows = await db.insert(editorUsers).values({ ...editor, email: normalizeEmail(editor.email) })
        .onConflictDoNothing({ target: editorUsers.email }).returning({ id: editorUsers.id });
      return rows.length > 0;
    },

    /**
     * Counts one failed sign-in, in one statement so concurrent failures all count; the failure that reaches the
     * limit locks the account and starts a new count. Answers the count this failure reached (the limit when it
     * locked), or undefined when the account was already locked.
     */
    async recordFailure(id: string, now: Date): Promise<number | undefined> {
      const reached = sql<number>`${editorUsers.failedAttempts} + 1`;
      const until = new Date(now.getTime() + LOCK_MS).toISOString();
      const [row] = await db.update(editorUsers)
        .set({
          failedAttempts: sql`case when ${reached} >= ${MAX_FAILED_SIGN_INS} then 0 else ${reached} end`,
          lockedUntil: sql`case when ${reached} >= ${MAX_FAILED_SIGN_INS} then ${until}::timestamptz else null end`,
        })
        .where(and(eq(editorUsers.id, id), or(isNull(editorUsers.lockedUntil), lte(editorUsers.lockedUntil, now))))
        .returning({ failedAttempts: editorUsers.failedAttempts, lockedUntil: editorUsers.lockedUntil });
      if (!row) return undefined;
      return row.lockedUntil ? MAX_FAILED_SIGN_INS : row.failedAttempts;
    },

    /** A successful sign-in starts the count again. */
    async clearFailures(id: string): Promise<void> {
      await db.update(editorUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(editorUsers.id, id));
    },
  };
}

export type EditorUsersRepository = ReturnType<typeof editorUsersRepository>;
