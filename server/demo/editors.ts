import { editorUsersRepository, hashPassword } from '../admin/auth/index';
import type { Database } from '../db/database';
import type { EditorRole } from '../db/schema/index';

/** The demo editors' password (README lists the accounts): for a demo store on one's own machine, never a public one. */
export const DEMO_EDITOR_PASSWORD = 'tessera-demo';

/** The demo store's editor accounts: one of each role. */
export const demoEditors: readonly { readonly email: string; readonly name: string; readonly role: EditorRole }[] = [
  { email: 'editor@tessera.test', name: 'Elena Editor', role: 'editor' },
  { email: 'publisher@tessera.test', name: 'Pablo Publisher', role: 'publisher' },
];

/**
 * Creates the demo editor accounts that do not exist yet (an existing account is left as it is). Idempotent and
 * race-safe (insert on conflict do nothing). Never called in production (`NODE_ENV=production`): see docs/decisions.md.
 * @returns the e-mails of the accounts it created.
 */
export async function seedDemoEditors(db: Database): Promise<string[]> {
  const users = editorUsersRepository(db);
  const created: string[] = [];
  for (const editor of demoEditors) {
    if (await users.byEmail(editor.email)) continue;
    if (await users.insertIfMissing({ ...editor, passwordHash: await hashPassword(DEMO_EDITOR_PASSWORD) })) created.push(editor.email);
  }
  return created;
}
