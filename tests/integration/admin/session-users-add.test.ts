import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorDevicesRepository, editorSessionsRepository, signInThrottlesRepository } from '../../../server/admin/auth/index';
import { consumersRepository } from '../../../server/commerce/accounts/index';
import { DEMO_CONSUMER_PASSWORD } from '../../../server/demo/index';
import { verifyPassword } from '../../../server/platform/sign-in/passwords';
import { ADDRESS_POLICY, ACCOUNT_POLICY } from '../../../server/admin/auth/lockout';
import {
  editorDevices,
  editorSessions,
  editorUsers,
  migrateDatabase,
  openDatabase,
  signInThrottles,
  type DatabaseHandle,
} from '../../../server/db/index';
import { createPostgresDatabase, databaseKinds } from '../helpers/databases';

const root = resolve(import.meta.dirname, '../../..');
/** Each run starts a process that opens (on PGlite: creates) the database: minutes on a busy machine. */
const RUN_TIMEOUT_MS = 300_000;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm run users:add -- …` as an operator runs it, against the database `env` names. */
function usersAdd(args: readonly string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/users-add.ts', ...args], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`npm run users:add on ${kind}`, { timeout: RUN_TIMEOUT_MS }, () => {
    let env: NodeJS.ProcessEnv;
    let cleanUp: () => Promise<void>;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'tessera-users-add-'));
      const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete base.DATABASE_URL;
      delete base.NODE_ENV;
      if (kind === 'postgres') {
        const database = await createPostgresDatabase();
        env = { ...base, DATABASE_URL: database.url };
        cleanUp = () => database.drop();
      } else {
        env = base;
        cleanUp = () => Promise.resolve();
      }
    });
    afterAll(async () => {
      await cleanUp?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** The database the script wrote to, opened after it exited (PGlite serves one process at a time). */
    async function withDatabase<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
      const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') });
      try {
        await migrateDatabase(handle); // whatever ran before: the tables are there to read
        return await read(handle);
      } finally {
        await handle.close();
      }
    }
    const account = (email: string) => withDatabase(async ({ db }) => (await db.select().from(editorUsers).where(eq(editorUsers.email, email)))[0]);

    it('creates a publisher account (the password as an argon2id hash), then updates it with a password read from stdin', async () => {
      const created = await usersAdd(
        ['--email', 'Maria@Example.COM', '--name', 'Maria Costa', '--role', 'publisher', '--password', 'first long password'],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created the publisher account maria@example.com (Maria Costa).');
      const row = await account('maria@example.com');
      expect(row).toMatchObject({ name: 'Maria Costa', role: 'publisher' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', 'first long password')).toBe(true);

      // Signed in somewhere with the old password: the new one signs that session out and forgets that browser. A
      // guesser made the account wait from one address, and from anywhere: the new password forgets both counts.
      await withDatabase(async ({ db }) => {
        const at = new Date();
        await editorSessionsRepository(db).open(row?.id ?? '', at);
        await editorDevicesRepository(db).remember(row?.id ?? '', undefined, at);
        const throttles = signInThrottlesRepository(db);
        for (let failure = 0; failure < ACCOUNT_POLICY.limit; failure++) {
          await throttles.recordFailure('editor:maria@example.com', ACCOUNT_POLICY, at);
          if (failure < ADDRESS_POLICY.limit) await throttles.recordFailure('editor:maria@example.com@198.51.100.7', ADDRESS_POLICY, at);
        }
        await throttles.recordFailure('editor:someone@example.com@198.51.100.7', ADDRESS_POLICY, at);
        expect(
          (await db.select().from(signInThrottles))
            .filter((t) => t.blockedUntil !== null)
            .map((t) => t.subject)
            .sort(),
        ).toEqual(['editor:maria@example.com', 'editor:maria@example.com@198.51.100.7']);
      });
      const updated = await usersAdd(['--email', 'maria@example.com', '--name', 'Maria Costa', '--role', 'editor'], env, 'second long password\n');
      expect(updated.code, updated.stderr).toBe(0);
      expect(updated.stdout).toContain('Updated the editor account maria@example.com');
      const after = await account('maria@example.com');
      expect(after?.role).toBe('editor');
      expect(await verifyPassword(after?.passwordHash ?? '', 'second long password')).toBe(true);
      expect(await verifyPassword(after?.passwordHash ?? '', 'first long password')).toBe(false);
      expect(
        await withDatabase(({ db }) =>
          db
            .select()
            .from(editorSessions)
            .where(eq(editorSessions.userId, after?.id ?? '')),
        ),
      ).toEqual([]);
      expect(
        await withDatabase(({ db }) =>
          db
            .select()
            .from(editorDevices)
            .where(eq(editorDevices.userId, after?.id ?? '')),
        ),
      ).toEqual([]);
      expect((await withDatabase(({ db }) => db.select().from(signInThrottles))).map((t) => t.subject)).toEqual([
        'editor:someone@example.com@198.51.100.7',
      ]);
    });

    it('refuses a bad call with a clear message, and changes nothing', async () => {
      const badRole = await usersAdd(['--email', 'x@example.com', '--name', 'X', '--role', 'admin', '--password', 'long enough password'], env);
      expect(badRole.code).toBe(2);
      expect(badRole.stderr).toContain('--role must be editor or publisher (got "admin")');
      const short = await usersAdd(['--email', 'x@example.com', '--name', 'X'], env, 'short\n');
      expect(short.code).toBe(2);
      expect(short.stderr).toContain('the password must be at least 12 characters');
      expect(await account('x@example.com')).toBeUndefined();
    });

    it('creates the demo accounts with --demo, and refuses --demo in production', async () => {
      const production = await usersAdd(['--demo'], { ...env, NODE_ENV: 'production' });
      expect(production.code).toBe(2);
      expect(production.stderr).toContain('--demo is refused with NODE_ENV=production');
      expect(await account('editor@tessera.test')).toBeUndefined();

      const demo = await usersAdd(['--demo'], env);
      expect(demo.code, demo.stderr).toBe(0);
      expect(demo.stdout).toContain('editor@tessera.test, publisher@tessera.test');
      expect(await account('editor@tessera.test')).toMatchObject({ role: 'editor' });
      const publisher = await account('publisher@tessera.test');
      expect(publisher?.role).toBe('publisher');
      expect(await verifyPassword(publisher?.passwordHash ?? '', 'tessera-demo')).toBe(true);
      // The shoppers' demo accounts come with them (README), so the demo store's first start has customers.
      expect(demo.stdout).toContain('maya@ridgeline.test');
      // An athlete and an IPA member too, so each spend banner can be seen (the employees' caps with them).
      expect(demo.stdout).toContain('jordan@ridgeline.test');
      expect(demo.stdout).toContain('priya@kestrel.test');
      const maya = await withDatabase(async ({ db }) => consumersRepository(db).byEmail('maya@ridgeline.test'));
      expect(await verifyPassword(maya?.passwordHash ?? '', DEMO_CONSUMER_PASSWORD)).toBe(true);
      expect((await usersAdd(['--demo'], env)).stdout).toContain('The demo accounts exist already.');
    });
  });
}
