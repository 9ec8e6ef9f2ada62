import type { FastifyInstance } from 'fastify';
import { editorUsersRepository, EDITOR_SESSION_COOKIE, hashPassword } from '../../../server/admin/index';
import type { Database, EditorRole } from '../../../server/db/index';

/** The store's own origin as `app.inject` sends requests (its default `Host` is `localhost:80`). */
export const OWN_ORIGIN = 'http://localhost';

/** The password of the editor accounts these helpers make. */
export const EDITOR_PASSWORD = 'a long and secret test phrase';

/** Headers of an admin API write from the store's own pages. */
export const ownOrigin = { origin: OWN_ORIGIN } as const;

export interface EditorSession {
  readonly email: string;
  readonly role: EditorRole;
  /** `tessera_editor=…`: send it as the `cookie` header. */
  readonly cookie: string;
  /** `{ cookie }`, ready to spread into a request's headers. */
  readonly headers: { readonly cookie: string };
}

/** Creates (or resets) an editor account with `EDITOR_PASSWORD`. */
export async function addEditor(db: Database, email: string, role: EditorRole = 'editor', password = EDITOR_PASSWORD): Promise<void> {
  await editorUsersRepository(db).upsert({ email, name: email.split('@', 1)[0] ?? email, role, passwordHash: await hashPassword(password) });
}

/** The `name=value` of the session cookie an answer sets, if it sets one. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = [response.headers['set-cookie']].flat().filter((value): value is string => typeof value === 'string');
  return cookies.find((value) => value.startsWith(`${EDITOR_SESSION_COOKIE}=`))?.split(';', 1)[0];
}

/** `POST /admin/v1/session` from the store's own origin; the answer as it came. */
export const postSession = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/admin/v1/session', headers: ownOrigin, payload: { email, password } });

/**
 * Signs in for real: an account (made if missing, `<role>@tessera.test` unless `email` says otherwise) with an
 * argon2id hash, then `POST /admin/v1/session`. The answer's cookie is the session.
 * @example const { headers } = await editorSession(t.app, t.database.handle.db); await t.app.inject({ url: '/pre/en-us', headers });
 */
export async function editorSession(
  app: FastifyInstance,
  db: Database,
  role: EditorRole = 'editor',
  email = `${role}@tessera.test`,
): Promise<EditorSession> {
  await addEditor(db, email, role);
  const response = await postSession(app, email, EDITOR_PASSWORD);
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return { email, role, cookie, headers: { cookie } };
}

/**
 * Signs in to a listening server over HTTP, as the editor's page does (from the server's own origin); answers the
 * `cookie` header value of the session.
 * @example const cookie = await signInOverHttp(server.url, 'editor@tessera.test', 'tessera-demo');
 */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/v1/session`, {
    method: 'POST',
    headers: { origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${EDITOR_SESSION_COOKIE}=`))
    ?.split(';', 1)[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} at ${baseUrl} failed: ${response.status} ${await response.text()}`);
  return cookie;
}
