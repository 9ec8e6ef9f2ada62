import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorSessionResponseSchema } from '../../../schemas';
import { buildApp } from '../../../server/app';
import { editorSessions, signInThrottles } from '../../../server/db/index';
import { json } from '../helpers/app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { addEditor, EDITOR_PASSWORD, OWN_ORIGIN, ownOrigin, postSession, sessionCookieOf } from '../helpers/editor-session';

type Envelope = { errorDetails: { errorId: string; message: string }[] };
const errorIdOf = (response: { body: string }) => json<Envelope>(response).errorDetails[0]?.errorId;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`editor sign-in and sessions on ${kind}`, () => {
    let database: TestDatabase;
    /** Two server processes on one database; B sits behind a trusted proxy (the client's https comes from it). */
    let a: FastifyInstance;
    let b: FastifyInstance;
    let clock = new Date('2030-03-01T09:00:00Z');
    const now = () => clock;
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await buildApp({ db: database.handle.db, adminClock: now });
      b = await buildApp({ db: database.handle.db, adminClock: now, trustProxy: true });
      await Promise.all([a.ready(), b.ready()]);
      await addEditor(database.handle.db, 'elena@tessera.test', 'editor');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.dispose();
    });

    const getSession = (app: FastifyInstance, cookie?: string) =>
      app.inject({ method: 'GET', url: '/admin/v1/session', headers: cookie ? { cookie } : {} });
    /** The failure counts of an account: from anywhere, and from inject's default address. */
    const throttles = async (email: string) => {
      const rows = await database.handle.db.select().from(signInThrottles);
      return {
        account: rows.find((row) => row.subject === `editor:${email}`),
        local: rows.find((row) => row.subject === `editor:${email}@127.0.0.1`),
      };
    };

    it('signs in with the right password (any case of the e-mail): the editor, and an HttpOnly, SameSite=Strict session cookie', async () => {
      const response = await postSession(a, 'Elena@Tessera.TEST', EDITOR_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { editor } = editorSessionResponseSchema.parse(json(response));
      expect(editor).toMatchObject({ email: 'elena@tessera.test', name: 'elena', role: 'editor' });

      const cookies = [response.headers['set-cookie']].flat().map(String);
      // One Set-Cookie per cookie: the session's and the known browser's, each once.
      expect(cookies.map((c) => c.split('=', 1)[0]).sort()).toEqual(['tessera_editor', 'tessera_editor_device']);
      const setCookie = cookies.find((c) => c.startsWith('tessera_editor='));
      expect(setCookie).toMatch(/^tessera_editor=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict$/);
      // The database keeps the token's SHA-256, never the token.
      const token = setCookie?.split(';', 1)[0]?.slice('tessera_editor='.length) ?? '';
      const rows = await database.handle.db.select().from(editorSessions).where(eq(editorSessions.userId, editor.id));
      expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
      expect(rows.map((row) => row.tokenHash)).not.toContain(token);
      expect(rows.find((row) => row.tokenHash !== token)?.expiresAt.toISOString()).toBe(new Date(clock.getTime() + 12 * HOUR).toISOString());
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const response = await b.inject({
        method: 'POST',
        url: '/admin/v1/session',
        headers: { origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
        payload: { email: 'elena@tessera.test', password: EDITOR_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect([response.headers['set-cookie']].flat().join('\n')).toMatch(
        /tessera_editor=[^;]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict; Secure/,
      );
    });

    it('refuses a wrong password and an unknown e-mail alike (401 AUT401), with no cookie', async () => {
      for (const [email, password] of [
        ['elena@tessera.test', 'not the password at all'],
        ['nobody@tessera.test', EDITOR_PASSWORD],
      ] as const) {
        const response = await postSession(a, email, password);
        expect(response.statusCode).toBe(401);
        expect(errorIdOf(response)).toBe('AUT401');
        expect(sessionCookieOf(response)).toBeUndefined();
      }
      expect((await throttles('elena@tessera.test')).local?.failures).toBe(1);
      expect((await throttles('nobody@tessera.test')).local?.failures).toBe(1); // an unknown e-mail is counted the same way
      await postSession(a, 'elena@tessera.test', EDITOR_PASSWORD); // a success starts the count again
      expect(await throttles('elena@tessera.test')).toEqual({ account: undefined, local: undefined });
    });

    it('says who is signed in on another server process of the same database, and signs out there for both', async () => {
      const cookie = sessionCookieOf(await postSession(a, 'elena@tessera.test', EDITOR_PASSWORD)) ?? '';
      const onB = await getSession(b, cookie);
      expect(onB.statusCode, onB.body).toBe(200);
      expect(json<{ editor: { email: string } }>(onB).editor.email).toBe('elena@tessera.test');

      const signOut = await b.inject({ method: 'DELETE', url: '/admin/v1/session', headers: { cookie, ...ownOrigin } });
      expect(signOut.statusCode).toBe(204);
      expect([signOut.headers['set-cookie']].flat().join('\n')).toMatch(/tessera_editor=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
      const afterwards = await getSession(a, cookie);
      expect(afterwards.statusCode).toBe(401);
      expect(errorIdOf(afterwards)).toBe('ADM401');
      const token = cookie.slice('tessera_editor='.length);
      expect(
        await database.handle.db
          .select()
          .from(editorSessions)
          .where(eq(editorSessions.tokenHash, createHash('sha256').update(token).digest('base64url'))),
      ).toEqual([]);
    });

    it('answers 401 ADM401 with no cookie or a made-up one', async () => {
      for (const cookie of [undefined, 'tessera_editor=made-up', `tessera_editor=${'A'.repeat(43)}`]) {
        const response = await getSession(a, cookie);
        expect(response.statusCode).toBe(401);
        expect(errorIdOf(response)).toBe('ADM401');
      }
    });

    it('keeps a session alive while it is used (sliding 12 hours) and ends it after 12 idle hours', async () => {
      const cookie = sessionCookieOf(await postSession(a, 'elena@tessera.test', EDITOR_PASSWORD)) ?? '';
      advance(11 * HOUR);
      expect((await getSession(a, cookie)).statusCode).toBe(200);
      advance(11 * HOUR); // 22 hours after sign-in: alive, because it was used 11 hours ago
      expect((await getSession(b, cookie)).statusCode).toBe(200);
      advance(12 * HOUR + MINUTE);
      expect((await getSession(a, cookie)).statusCode).toBe(401);
    });

    it('makes an address wait after 5 failures in a row: AUT401 three times, AUT426 for the last attempt, then AUT441 for a minute', async () => {
      await addEditor(database.handle.db, 'locked@tessera.test', 'editor');
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) answers.push(await postSession(a, 'locked@tessera.test', `wrong guess ${attempt}`));
      expect(answers.map(errorIdOf)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441']);
      const waiting = answers[4];
      expect(waiting?.statusCode).toBe(401);
      expect(waiting?.headers['retry-after']).toBe('60');
      expect(json<Envelope>(waiting ?? { body: '{}' }).errorDetails[0]).toMatchObject({
        retryAfterSeconds: 60,
        message: expect.stringContaining('try again in 1 minute'),
      });
      expect((await throttles('locked@tessera.test')).local?.blockedUntil?.toISOString()).toBe(new Date(clock.getTime() + MINUTE).toISOString());

      // Waiting: even the right password is refused from this address, on every server process, and says how long is left.
      const refused = await postSession(b, 'locked@tessera.test', EDITOR_PASSWORD);
      expect(refused.statusCode).toBe(401);
      expect(errorIdOf(refused)).toBe('AUT441');
      expect(sessionCookieOf(refused)).toBeUndefined();
      advance(59_000);
      const almost = await postSession(a, 'locked@tessera.test', EDITOR_PASSWORD);
      expect(errorIdOf(almost)).toBe('AUT441');
      expect(almost.headers['retry-after']).toBe('1');
      expect((await throttles('locked@tessera.test')).local?.failures).toBe(5); // attempts while waiting are not counted

      advance(1_000);
      const signedIn = await postSession(a, 'locked@tessera.test', EDITOR_PASSWORD);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(await throttles('locked@tessera.test')).toEqual({ account: undefined, local: undefined });
    });

    // NB: each process counts sign-ins per address (20 a minute): the tests share them out between A and B.
    it('counts failures in a row only: a success in between starts again', async () => {
      await addEditor(database.handle.db, 'careful@tessera.test', 'editor');
      for (let attempt = 0; attempt < 3; attempt++) await postSession(b, 'careful@tessera.test', 'wrong');
      expect((await postSession(b, 'careful@tessera.test', EDITOR_PASSWORD)).statusCode).toBe(200);
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 4; attempt++) codes.push(errorIdOf(await postSession(b, 'careful@tessera.test', 'wrong')));
      expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
    });

    it('refuses writes from another origin, or with no origin at all, with 403 (the session stays)', async () => {
      const cookie = sessionCookieOf(await postSession(b, 'elena@tessera.test', EDITOR_PASSWORD)) ?? '';
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}, { 'sec-fetch-site': 'cross-site' }]) {
        const signIn = await b.inject({
          method: 'POST',
          url: '/admin/v1/session',
          headers,
          payload: { email: 'elena@tessera.test', password: EDITOR_PASSWORD },
        });
        expect(signIn.statusCode, JSON.stringify(headers)).toBe(403);
        expect(errorIdOf(signIn)).toBe('API403');
        expect(sessionCookieOf(signIn)).toBeUndefined();
        const signOut = await b.inject({ method: 'DELETE', url: '/admin/v1/session', headers: { ...headers, cookie } });
        expect(signOut.statusCode).toBe(403);
      }
      expect((await getSession(b, cookie)).statusCode).toBe(200);
      // A browser that sends no Origin still says where the call came from.
      const sameOrigin = await b.inject({
        method: 'POST',
        url: '/admin/v1/session',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { email: 'elena@tessera.test', password: EDITOR_PASSWORD },
      });
      expect(sameOrigin.statusCode).toBe(200);
      expect(OWN_ORIGIN).toBe('http://localhost');
    });

    it('takes JSON bodies only (415 for a form or text), and answers 400 for a body that is no sign-in', async () => {
      const form = await a.inject({
        method: 'POST',
        url: '/admin/v1/session',
        headers: { ...ownOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=elena%40tessera.test&password=${encodeURIComponent(EDITOR_PASSWORD)}`,
      });
      expect(form.statusCode).toBe(415);
      expect(errorIdOf(form)).toBe('API415');
      const text = await a.inject({
        method: 'POST',
        url: '/admin/v1/session',
        headers: { ...ownOrigin, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(text.statusCode).toBe(415);
      const bad = await a.inject({ method: 'POST', url: '/admin/v1/session', headers: ownOrigin, payload: { email: 'not-an-email', password: '' } });
      expect(bad.statusCode).toBe(400);
      expect(errorIdOf(bad)).toBe('API400');
    });

    it('limits sign-in attempts per client address (429 after 20 a minute)', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        statuses.push(
          (
            await b.inject({
              method: 'POST',
              url: '/admin/v1/session',
              headers: { ...ownOrigin, 'x-forwarded-for': '203.0.113.9' },
              payload: { email: 'nobody@tessera.test', password: 'guess' },
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });
}
