import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { documentId } from '../../../server/admin/index';
import type { SeedDocument } from '../../../server/demo/index';
import { startTestApp, type TestApp } from '../helpers/app';
import type { DatabaseKind, TestDatabase } from '../helpers/databases';
import { editorSession, ownOrigin, type EditorSession } from '../helpers/editor-session';
import { SITE } from '../helpers/fixtures';

export interface DocumentsApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Signed in for real (`POST /admin/v1/session`) as `editor@tessera.test`, role editor. */
  readonly editor: EditorSession;
  /** Signed in for real as `publisher@tessera.test`, role publisher. */
  readonly publisher: EditorSession;
  /** An admin API call from the store's own pages, as a signed-in editor (or as nobody, with `null`). */
  call(session: EditorSession | null, method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The admin id of a fixture document (of the test site unless `siteId` says). */
export const idOf = (docType: SeedDocument['docType'], key: string, siteId = SITE): string => documentId({ siteId, docType, key });

/** The app over a fresh database seeded with the fixture documents, an editor and a publisher signed in. */
export async function startDocumentsApp(kind: DatabaseKind): Promise<DocumentsApp> {
  const t: TestApp = await startTestApp(kind);
  const db = t.database.handle.db;
  const [editor, publisher] = [await editorSession(t.app, db, 'editor'), await editorSession(t.app, db, 'publisher')];
  return {
    app: t.app,
    database: t.database,
    editor,
    publisher,
    call: (session, method, url, body) =>
      t.app.inject({
        method,
        url,
        headers: { ...ownOrigin, ...(session ? session.headers : {}) },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
    close: () => t.close(),
  };
}
