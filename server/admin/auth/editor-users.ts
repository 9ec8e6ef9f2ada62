import { eq, sql } from 'drizzle-orm';
import { editorUsers, type Database, type EditorRole, type EditorUserRow } from '../../db/index';
import { signInThrottlesRepository } from '../../platform/sign-in/index';
import { EDITOR_SIGN_IN } from './lockout';

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
  id: editorUsers.id,
  email: editorUsers.email,
  name: editorUsers.name,
  role: editorUsers.role,
  passwordHash: editorUsers.passwordHash,
  createdAt: editorUsers.createdAt,
};

/** The editor accounts (`editor_users`): look-ups, creation and password resets. */
export function editorUsersRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<EditorUserRow | undefined> {
      const [row] = await db
        .select()
        .from(editorUsers)
        .where(eq(editorUsers.email, normalizeEmail(email)));
      return row;
    },

    async byId(id: string): Promise<EditorUserRow | undefined> {
      const [row] = await db.select().from(editorUsers).where(eq(editorUsers.id, id));
      return row;
    },

    /**
     * Creates the account, or updates its name, role and password when the e-mail has one. Either way the e-mail's
     * failed sign-ins are forgotten, from anywhere: they were guesses at another password. Answers whether it was created.
     */
    async upsert(editor: NewEditor): Promise<{ readonly row: EditorUserRow; readonly created: boolean }> {
      const values = { ...editor, email: normalizeEmail(editor.email) };
      const [row] = await db
        .insert(editorUsers)
        .values(values)
        .onConflictDoUpdate({
          target: editorUsers.email,
          set: { name: values.name, role: values.role, passwordHash: values.passwordHash },
        })
        // NB: xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
        .returning({ ...editorRowColumns, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error(`the editor account ${values.email} could not be stored`);
      const { created, ...stored } = row;
      await signInThrottlesRepository(db).clearAccount(EDITOR_SIGN_IN.namespace, stored.email);
      return { row: stored, created };
    },

    /** Creates the account unless the e-mail has one already (then nothing changes). Answers whether it was created. */
    async insertIfMissing(editor: NewEditor): Promise<boolean> {
      const rows = await db
        .insert(editorUsers)
        .values({ ...editor, email: normalizeEmail(editor.email) })
        .onConflictDoNothing({ target: editorUsers.email })
        .returning({ id: editorUsers.id });
      return rows.length > 0;
    },
  };
}

export type EditorUsersRepository = ReturnType<typeof editorUsersRepository>;
