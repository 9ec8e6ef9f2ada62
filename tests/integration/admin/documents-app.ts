import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createEditorAuth, editorUsersRepository, hashPassword } from '../../../server/admin/index';
import { adminDocumentRoutes, documentId } from '../../../server/admin/documents/index';
import { buildApp } from '../../../server/app';
import { seedDemoContent, type SeedDocument } from '../../../server/db/index';
import type { EditorRole } from '../../../server/db/index';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

/** The store's own origin as `app.inject` sees it (its default Host). */
export const OWN_ORIGIN = 'http://localhost:80';
export const PASSWORD = 'a long and secret test phrase';

export interface Session {
  readonly email: string;
  readonly role: EditorRole;
  readonly cookie: string;
}

export interface DocumentsApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly editor: Session;
  readonly publisher: Session;
  /** A call as a signed-in editor from the store's own pages (or as nobody, with `null`). */
  call(session: Session | null, method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The admin id of a fixture document of the test site. */
export const idOf = (docType: SeedDocument['docType'], key: string, siteId = SITE): string => documentId({ siteId, docType, key });

/**
 * Signs in for real: an account with an argon2id hash in `editor_users`, then `POST /admin/v1/session` from the
 * store's own origin; the answer's cookie is the session.
 */
export async function signIn(app: FastifyInstance, database: TestDatabase, email: string, role: EditorRole): Promise<Session> {
  await editorUsersRepository(database.handle.db).upsert({ email, name: email.split('@')[0] ?? email, role, passwordHash: await hashPassword(PASSWORD) });
  const answer = await app.inject({ method: 'POST', url: '/admin/v1/session', headers: { origin: OWN_ORIGIN }, payload: { email, password: PASSWORD } });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email}: ${answer.statusCode} ${answer.body}`);
  const cookie = [answer.headers['set-cookie']].flat().map(String).find((value) => value.startsWith('tessera_editor='));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return { email, role, cookie: cookie.split(';', 1)[0] ?? '' };
}

/**
 * The app over a fresh database seeded with the fixture documents (or `documents`), an editor and a publisher signed
 * in. The documents API comes with the app when it wires it; until then it is mounted here the way the app mounts it.
 */
export async function startDocumentsApp(kind: DatabaseKind, options: { documents?: readonly SeedDocument[] } = {}): Promise<DocumentsApp> {
  const database = await openTestDatabase(kind);
  const db = database.handle.db;
  await seedDemoContent(db, options.documents ?? fixtureDocuments());
  const app = await buildApp({
    db,
    plugins: [async (instance) => {
      if (instance.hasRoute({ method: 'GET', url: '/admin/v1/documents' })) return;
      await instance.register(adminDocumentRoutes, { db, auth: createEditorAuth(db) });
    }],
  });
  await app.ready();
  const [editor, publisher] = [await signIn(app, database, 'editor@tessera.test', 'editor'), await signIn(app, database, 'publisher@tessera.test', 'publisher')];
  return {
    app, database, editor, publisher,
    call: (session, method, url, body) => app.inject({
      method, url,
      headers: { origin: OWN_ORIGIN, ...(session ? { cookie: session.cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    }),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
