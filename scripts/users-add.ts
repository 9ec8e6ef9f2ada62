import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  editorDevicesRepository,
  editorSessionsRepository,
  editorUsersRepository,
  hashPassword,
  MAX_PASSWORD_LENGTH,
} from '../server/admin/auth/index';
import { ConfigError, readConfig } from '../server/config';
import { migrateDatabase, openDatabase, type EditorRole } from '../server/db/index';
import { seedDemoConsumers } from '../server/demo/consumers';
import { seedDemoAssociate } from '../server/demo/stores';
import { seedDemoEditors } from '../server/demo/editors';

/** The shortest password an editor account takes (the demo's is 12 characters). */
export const MIN_PASSWORD_LENGTH = 12;

const USAGE = `Usage:
  npm run users:add -- --email <e-mail> --name <name> [--role editor|publisher] [--password <password>]
      creates the editor account, or updates the name, role and password of the one with that e-mail (forgetting its
      failed sign-ins and the browsers it signed in from, and signing out its sessions).
      Without --password it is asked for (not shown as typed), or read from the first line of standard input.
  npm run users:add -- --demo
      creates the demo accounts (the editors editor@ and publisher@tessera.test, and the shoppers of the README) if
      missing; refused with NODE_ENV=production.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default .data).`;

/** A mistake in how the script was called: its message is shown with the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type UsersAddCommand =
  | { readonly kind: 'demo' }
  | { readonly kind: 'account'; readonly email: string; readonly name: string; readonly role: EditorRole; readonly password?: string };

/** Reads the command line (the arguments after the script's name). */
export function parseUsersAddArgs(argv: readonly string[]): UsersAddCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        demo: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.demo) {
    if (values.email ?? values.name ?? values.role ?? values.password) throw new UsageError('--demo takes no other option');
    return { kind: 'demo' };
  }
  const email = values.email?.trim().toLowerCase();
  if (!email) throw new UsageError('--email is required');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new UsageError(`--email "${values.email}" is not an e-mail address`);
  const name = values.name?.trim();
  if (!name) throw new UsageError('--name is required');
  const role = values.role ?? 'editor';
  if (role !== 'editor' && role !== 'publisher') throw new UsageError(`--role must be editor or publisher (got "${role}")`);
  if (values.password !== undefined) checkPassword(values.password);
  return { kind: 'account', email, name, role, ...(values.password !== undefined ? { password: values.password } : {}) };
}

/** Throws a UsageError for a password too short or too long to be an editor's. */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new UsageError(`the password must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/** Asks for the password on a terminal without showing it; Ctrl+C gives up. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let typed = '';
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (outcome: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(() => resolve(typed));
        if (char === '\u0003') return finish(() => reject(new UsageError('cancelled')));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a password piped in: `printf '%s\n' "$PW" | npm run users:add -- …`). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

async function passwordOf(command: Extract<UsersAddCommand, { kind: 'account' }>): Promise<string> {
  if (command.password !== undefined) return command.password;
  const password = process.stdin.isTTY ? await askHidden(`Password for ${command.email}: `) : await firstLineOfStdin();
  checkPassword(password);
  if (process.stdin.isTTY && (await askHidden('Repeat the password: ')) !== password) throw new UsageError('the two passwords differ');
  return password;
}

/** Runs the command against the configured database; answers what it did, in a sentence. */
export async function runUsersAdd(command: UsersAddCommand, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const config = readConfig(env);
  if (command.kind === 'demo' && config.NODE_ENV === 'production') {
    throw new UsageError('--demo is refused with NODE_ENV=production: a public store has no accounts with a published password');
  }
  const password = command.kind === 'account' ? await passwordOf(command) : undefined;
  const database = await openDatabase({
    // NB: two connections at least: migrating holds one for its lock while it runs the migrations on another.
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, maxConnections: 2 } : {}),
    dataDir: join(config.DATA_DIR, 'pglite'),
  });
  try {
    await migrateDatabase(database);
    if (command.kind === 'demo') {
      // The shoppers' demo accounts too (README): the same known password policy, refused in production alike. Their
      // orders and favourites need the catalogue, which the demo store's start seeds.
      const created = [...(await seedDemoEditors(database.db)), ...(await seedDemoConsumers(database.db)), ...(await seedDemoAssociate(database.db))];
      return created.length === 0 ? 'The demo accounts exist already.' : `Created the demo accounts ${created.join(', ')}.`;
    }
    const { row, created } = await editorUsersRepository(database.db).upsert({
      email: command.email,
      name: command.name,
      role: command.role,
      passwordHash: await hashPassword(password ?? ''),
    });
    if (created) return `Created the ${row.role} account ${row.email} (${row.name}).`;
    // A new password ends the account's sessions and forgets its browsers: whoever knew the old one is signed out
    // everywhere, and counts as a stranger again. (`upsert` forgot the failed sign-ins: nobody waits any more.)
    await editorSessionsRepository(database.db).closeAllOf(row.id);
    await editorDevicesRepository(database.db).forgetAllOf(row.id);
    return `Updated the ${row.role} account ${row.email} (${row.name}); its sessions are signed out and its failed sign-ins forgotten.`;
  } finally {
    await database.close();
  }
}

// `npm run users:add -- …`
if (/users-add\.[jt]s$/.test(process.argv[1] ?? '')) {
  try {
    process.stdout.write(`${await runUsersAdd(parseUsersAddArgs(process.argv.slice(2)), process.env)}\n`);
  } catch (error) {
    if (error instanceof UsageError) process.stderr.write(`users:add: ${error.message}\n\n${USAGE}\n`);
    else if (error instanceof ConfigError) process.stderr.write(`users:add: ${error.message}\n`);
    else process.stderr.write(`users:add: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
