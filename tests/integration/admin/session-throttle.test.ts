import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_DEVICE_COOKIE, editorUsersRepository, hashPassword } from '../../../server/admin/auth/index';
import { buildApp } from '../../../server/app';
import { editorDevices, editorUsers, signInThrottles } from '../../../server/db/index';
import { json } from '../helpers/app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { addEditor, EDITOR_PASSWORD, ownOrigin, sessionCookieOf } from '../helpers/editor-session';

type Envelope = { errorDetails: { errorId: string; message: string; retryAfterSeconds?: number }[] };
const errorIdOf = (response: { body: string }) => json<Envelope>(response).errorDetails[0]?.errorId;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The `name=value` of the known-browser cookie an answer sets, and the whole header. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): { pair: string; header: string } | undefined {
  const header = [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((value) => value.startsWith(`${EDITOR_DEVICE_COOKIE}=`));
  return header === undefined ? undefined : { pair: header.split(';', 1)[0] ?? '', header };
}

/**
 * Failed sign-ins slow the guesser down without shutting the owner out (issue 21 §4): per account and client
 * network, and per account from browsers it does not know; growing waits; a success or a password reset forgets.
 * NB: each process also limits sign-ins to 20 a minute per address, so each test uses addresses of its own.
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`editor sign-in throttling on ${kind}`, () => {
    let database: TestDatabase;
    /** Two server processes on one database. */
    let a: FastifyInstance;
    let b: FastifyInstance;
    let clock = new Date('2030-04-01T09:00:00Z');
    const now = () => clock;
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await buildApp({ db: database.handle.db, adminClock: now });
      b = await buildApp({ db: database.handle.db, adminClock: now });
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.dispose();
    });

    const signIn = (app: FastifyInstance, email: string, password: string, from: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/v1/session',
        remoteAddress: from,
        headers: { ...ownOrigin, ...(cookie ? { cookie } : {}) },
        payload: { email, password },
      });
    const row = async (subject: string) => (await database.handle.db.select().from(signInThrottles).where(eq(signInThrottles.subject, subject)))[0];
    /** Wrong passwords from one address; answers the codes. */
    const guess = async (email: string, from: string, times: number, app = a) => {
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < times; attempt++) codes.push(errorIdOf(await signIn(app, email, `wrong guess ${attempt}`, from)));
      return codes;
    };

    it("makes the guesser's address wait while the owner signs in from another", async () => {
      await addEditor(database.handle.db, 'owner@tessera.test');
      expect(await guess('owner@tessera.test', '198.51.100.1', 6)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441', 'AUT441']);
      const attacker = await signIn(b, 'owner@tessera.test', EDITOR_PASSWORD, '198.51.100.1');
      expect(errorIdOf(attacker)).toBe('AUT441');
      expect(sessionCookieOf(attacker)).toBeUndefined();

      const owner = await signIn(b, 'owner@tessera.test', EDITOR_PASSWORD, '192.0.2.10');
      expect(owner.statusCode, owner.body).toBe(200);
      expect(sessionCookieOf(owner)).toBeDefined();
      // The owner's success forgets the account-wide count, not the guesser's wait.
      expect(await row('editor:owner@tessera.test')).toBeUndefined();
      expect((await row('editor:owner@tessera.test@198.51.100.1'))?.blockedUntil?.toISOString()).toBe(
        new Date(clock.getTime() + MINUTE).toISOString(),
      );
      expect(errorIdOf(await signIn(a, 'owner@tessera.test', EDITOR_PASSWORD, '198.51.100.1'))).toBe('AUT441');
    });

    it('doubles the wait with each failure after one, up to an hour, and counts nothing while waiting', async () => {
      await addEditor(database.handle.db, 'patient@tessera.test');
      const from = '198.51.100.2';
      await guess('patient@tessera.test', from, 5, b);
      const waits: string[] = [];
      for (const minutes of [1, 2, 4, 8, 16, 32, 60]) {
        const early = await signIn(a, 'patient@tessera.test', 'another guess', from);
        expect(early.headers['retry-after']).toBe(String(minutes * 60));
        advance(minutes * MINUTE);
        const next = await signIn(b, 'patient@tessera.test', 'another guess', from);
        expect(errorIdOf(next)).toBe('AUT441');
        waits.push(String(next.headers['retry-after']));
      }
      expect(waits).toEqual(['120', '240', '480', '960', '1920', '3600', '3600']);
      expect((await row('editor:patient@tessera.test@198.51.100.2'))?.failures).toBe(12);
      expect(json<Envelope>(await signIn(a, 'patient@tessera.test', EDITOR_PASSWORD, from)).errorDetails[0]?.message).toContain(
        'try again in 60 minutes',
      );

      advance(HOUR);
      expect((await signIn(a, 'patient@tessera.test', EDITOR_PASSWORD, from)).statusCode).toBe(200);
      expect(await row('editor:patient@tessera.test@198.51.100.2')).toBeUndefined();
    });

    it('counts an IPv6 client by its /64: rotating addresses inside it does not help', async () => {
      await addEditor(database.handle.db, 'six@tessera.test');
      const codes: (string | undefined)[] = [];
      for (let host = 1; host <= 5; host++) codes.push(errorIdOf(await signIn(a, 'six@tessera.test', 'wrong', `2001:db8:6:1::${host}`)));
      expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441']);
      expect(errorIdOf(await signIn(a, 'six@tessera.test', EDITOR_PASSWORD, '2001:db8:6:1:ffff::9'))).toBe('AUT441');
      expect((await signIn(a, 'six@tessera.test', EDITOR_PASSWORD, '2001:db8:6:2::1')).statusCode).toBe(200);
    });

    it('lets a browser that signed in before through while guesses from many addresses make unknown browsers wait', async () => {
      await addEditor(database.handle.db, 'known@tessera.test');
      const first = await signIn(a, 'known@tessera.test', EDITOR_PASSWORD, '192.0.2.20');
      const device = deviceCookieOf(first);
      expect(device?.header).toMatch(
        new RegExp(`^${EDITOR_DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/admin/v1/session; Max-Age=7776000; HttpOnly; SameSite=Strict$`),
      );
      const user = (await database.handle.db.select().from(editorUsers).where(eq(editorUsers.email, 'known@tessera.test')))[0];
      const token = device?.pair.slice(EDITOR_DEVICE_COOKIE.length + 1) ?? '';
      const [stored] = await database.handle.db
        .select()
        .from(editorDevices)
        .where(eq(editorDevices.userId, user?.id ?? ''));
      expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
      expect(stored?.expiresAt.toISOString()).toBe(new Date(clock.getTime() + 90 * 24 * HOUR).toISOString());

      // 20 guesses from five addresses: none of them reaches its own limit, the account from anywhere does (the 19th
      // warns, the 20th waits).
      const codes: (string | undefined)[][] = [];
      for (let host = 1; host <= 5; host++) codes.push(await guess('known@tessera.test', `203.0.113.${host}`, 4, host % 2 === 0 ? a : b));
      expect(codes).toEqual([...Array<string[]>(4).fill(['AUT401', 'AUT401', 'AUT401', 'AUT426']), ['AUT401', 'AUT401', 'AUT426', 'AUT441']]);
      expect((await row('editor:known@tessera.test'))?.failures).toBe(20);

      const stranger = await signIn(a, 'known@tessera.test', EDITOR_PASSWORD, '192.0.2.21');
      expect(errorIdOf(stranger)).toBe('AUT441');
      expect(stranger.headers['retry-after']).toBe('60');
      // The known browser's cookie of another account does not vouch for this one.
      await addEditor(database.handle.db, 'other@tessera.test');
      const otherDevice = deviceCookieOf(await signIn(b, 'other@tessera.test', EDITOR_PASSWORD, '192.0.2.22'))?.pair;
      expect(errorIdOf(await signIn(a, 'known@tessera.test', EDITOR_PASSWORD, '192.0.2.21', otherDevice))).toBe('AUT441');

      // From a new address, still inside the account's wait, the known browser signs in, keeps its cookie (known
      // for another 90 days), and the account's count starts again.
      advance(30_000);
      const owner = await signIn(b, 'known@tessera.test', EDITOR_PASSWORD, '192.0.2.23', device?.pair);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(deviceCookieOf(owner)?.pair).toBe(device?.pair);
      const [renewed] = await database.handle.db
        .select()
        .from(editorDevices)
        .where(eq(editorDevices.userId, user?.id ?? ''));
      expect(renewed?.lastSeenAt.toISOString()).toBe(clock.toISOString());
      expect(renewed?.expiresAt.toISOString()).toBe(new Date(clock.getTime() + 90 * 24 * HOUR).toISOString());
      expect(await row('editor:known@tessera.test')).toBeUndefined();
      expect((await signIn(a, 'known@tessera.test', EDITOR_PASSWORD, '192.0.2.24')).statusCode).toBe(200);
    });

    it("holds a known browser to its own address's count", async () => {
      await addEditor(database.handle.db, 'typo@tessera.test');
      const device = deviceCookieOf(await signIn(a, 'typo@tessera.test', EDITOR_PASSWORD, '192.0.2.30'))?.pair;
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 5; attempt++) codes.push(errorIdOf(await signIn(a, 'typo@tessera.test', 'typo', '192.0.2.30', device)));
      expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441']);
      expect(errorIdOf(await signIn(b, 'typo@tessera.test', EDITOR_PASSWORD, '192.0.2.30', device))).toBe('AUT441');
    });

    it('answers an unknown e-mail exactly as a known one, waits included', async () => {
      await addEditor(database.handle.db, 'real@tessera.test');
      const real = await guess('real@tessera.test', '198.51.100.40', 6);
      const made = await guess('made-up@tessera.test', '198.51.100.41', 6);
      expect(made).toEqual(real);
      expect(made).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441', 'AUT441']);
      const [realWait, madeWait] = [
        await signIn(a, 'real@tessera.test', 'x', '198.51.100.40'),
        await signIn(a, 'made-up@tessera.test', 'x', '198.51.100.41'),
      ];
      expect(madeWait.headers['retry-after']).toBe(realWait.headers['retry-after']);
      expect(json<Envelope>(madeWait).errorDetails[0]?.message).toBe(json<Envelope>(realWait).errorDetails[0]?.message);
    });

    it('forgets every count of an account when its password is reset, and the owner signs in at once', async () => {
      await addEditor(database.handle.db, 'reset@tessera.test');
      await guess('reset@tessera.test', '198.51.100.50', 5);
      for (let host = 1; host <= 4; host++) await guess('reset@tessera.test', `198.51.100.${50 + host}`, 4, b);
      expect((await row('editor:reset@tessera.test'))?.blockedUntil).not.toBeNull();
      await addEditor(database.handle.db, 'neighbour@tessera.test');
      await guess('neighbour@tessera.test', '198.51.100.50', 2);

      // What `npm run users:add` does for an existing account.
      await editorUsersRepository(database.handle.db).upsert({
        email: 'Reset@Tessera.test',
        name: 'Reset',
        role: 'editor',
        passwordHash: await hashPassword('the new long password'),
      });
      const rows = await database.handle.db.select().from(signInThrottles);
      expect(rows.filter((r) => r.subject.startsWith('editor:reset@tessera.test'))).toEqual([]);
      expect(rows.find((r) => r.subject === 'editor:neighbour@tessera.test@198.51.100.50')?.failures).toBe(2);
      expect((await signIn(a, 'reset@tessera.test', 'the new long password', '198.51.100.50')).statusCode).toBe(200);
    });

    it('counts each of concurrent wrong passwords, on two processes, and lets none past the limit uncounted', async () => {
      await addEditor(database.handle.db, 'race@tessera.test');
      const four = await Promise.all([0, 1, 2, 3].map((i) => signIn(i % 2 ? a : b, 'race@tessera.test', `wrong ${i}`, '198.51.100.60')));
      expect(four.map(errorIdOf).sort()).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
      expect((await row('editor:race@tessera.test@198.51.100.60'))?.failures).toBe(4);

      const three = await Promise.all([0, 1, 2].map((i) => signIn(i % 2 ? a : b, 'race@tessera.test', `wrong ${i}`, '198.51.100.60')));
      expect(three.map(errorIdOf)).toEqual(['AUT441', 'AUT441', 'AUT441']);
      expect(three.map((response) => response.headers['retry-after'])).toEqual(['60', '60', '60']);
      expect(await row('editor:race@tessera.test@198.51.100.60')).toMatchObject({ failures: 5 });

      // Every password checked and found wrong counts on the account: at least the five above (one of the three
      // may have been refused before its password was checked), then each of eight from eight addresses at once.
      const before = (await row('editor:race@tessera.test'))?.failures ?? 0;
      expect(before).toBeGreaterThanOrEqual(5);
      const spread = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((host) => signIn(host % 2 ? a : b, 'race@tessera.test', 'wrong', `198.51.100.${70 + host}`)),
      );
      expect(spread.map(errorIdOf).every((id) => id === 'AUT401')).toBe(true);
      expect((await row('editor:race@tessera.test'))?.failures).toBe(before + 8);
    });

    it('forgets a count a day after its last failure, and prunes such rows', async () => {
      await addEditor(database.handle.db, 'slow@tessera.test');
      expect(await guess('slow@tessera.test', '198.51.100.90', 4)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
      advance(24 * HOUR + 1_000);
      expect(await guess('slow@tessera.test', '198.51.100.90', 1)).toEqual(['AUT401']);
      expect((await row('editor:slow@tessera.test@198.51.100.90'))?.failures).toBe(1);
      // Counts of other accounts, last added to more than a day ago, are gone.
      expect(await row('editor:race@tessera.test@198.51.100.60')).toBeUndefined();
      const old = await database.handle.db.select().from(signInThrottles);
      expect(old.every((r) => r.lastFailureAt.getTime() >= clock.getTime() - 24 * HOUR)).toBe(true);
    });
  });
}
