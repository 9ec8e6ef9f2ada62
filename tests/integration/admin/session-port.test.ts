import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorAuth, type EditorAuth } from '../../../server/admin/index';
import { buildApp } from '../../../server/app';
import { json } from '../helpers/app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession, ownOrigin, type EditorSession } from '../helpers/editor-session';

type Envelope = { errorDetails: { errorId: string }[] };

/**
 * What admin routes get from `EditorAuthPort.require`: routes of another area, mounted as the documents API is,
 * with an auth of their own over the same database (sessions live there, not in a process).
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the admin routes' sign-in port on ${kind}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let editor: EditorSession;
    let publisher: EditorSession;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const db = database.handle.db;
      const auth: EditorAuth = createEditorAuth(db);
      app = await buildApp({
        db,
        plugins: [
          (instance) => {
            instance.get('/admin/v1/probe', async (request) => ({ who: (await auth.require(request)).email }));
            instance.post('/admin/v1/probe/publish', async (request) => ({ who: (await auth.require(request, 'publisher')).email }));
            return Promise.resolve();
          },
        ],
      });
      await app.ready();
      editor = await editorSession(app, db, 'editor');
      publisher = await editorSession(app, db, 'publisher');
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const errorId = (response: { body: string }) => json<Envelope>(response).errorDetails[0]?.errorId;

    it('answers the signed-in editor, and 401 ADM401 to nobody', async () => {
      const signedIn = await app.inject({ method: 'GET', url: '/admin/v1/probe', headers: editor.headers });
      expect(json(signedIn)).toEqual({ who: 'editor@tessera.test' });
      const nobody = await app.inject({ method: 'GET', url: '/admin/v1/probe' });
      expect(nobody.statusCode).toBe(401);
      expect(errorId(nobody)).toBe('ADM401');
    });

    it('refuses an editor what needs a publisher (403), and lets the publisher', async () => {
      const asEditor = await app.inject({
        method: 'POST',
        url: '/admin/v1/probe/publish',
        headers: { ...editor.headers, ...ownOrigin },
        payload: {},
      });
      expect(asEditor.statusCode).toBe(403);
      expect(errorId(asEditor)).toBe('API403');
      const asPublisher = await app.inject({
        method: 'POST',
        url: '/admin/v1/probe/publish',
        headers: { ...publisher.headers, ...ownOrigin },
        payload: {},
      });
      expect(asPublisher.statusCode, asPublisher.body).toBe(200);
      expect(json(asPublisher)).toEqual({ who: 'publisher@tessera.test' });
    });

    it('checks the origin and the body of writes itself too: 403 from another site, 415 for a form', async () => {
      const foreign = await app.inject({
        method: 'POST',
        url: '/admin/v1/probe/publish',
        headers: { ...publisher.headers, origin: 'https://evil.example' },
        payload: {},
      });
      expect(foreign.statusCode).toBe(403);
      const form = await app.inject({
        method: 'POST',
        url: '/admin/v1/probe/publish',
        headers: { ...publisher.headers, ...ownOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(form.statusCode).toBe(415);
    });
  });
}
