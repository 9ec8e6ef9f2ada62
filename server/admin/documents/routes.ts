import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { errorIds, MAX_DOCUMENT_BYTES, type InvalidDocumentResponse } from '../../../schemas';
import { APP_ID } from '../../http/api-error';
import type { Database, EditorRole } from '../../db/index';
import type { EditorAuthPort, SignedInEditor } from '../editor-auth-port';
import { createDocumentService } from './service';
import type { ContentIssue } from './validate-content';

export interface AdminDocumentRoutesOptions {
  readonly db: Database;
  readonly auth: EditorAuthPort;
  /** The clock that decides what is live and what is still to come (tests move it). */
  readonly now?: () => Date;
}

/** A document's JSON with room for the rest of the body. */
const DOCUMENT_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

/**
 * Saves come from the editor's autosave (a few a minute while someone types), often several editors behind one
 * office address: more room than the default write limit.
 */
const SAVE_LIMIT = { max: 600, timeWindow: 60_000 };

/** The 422 of a refused publish: one entry per problem, naming the block, its type and the field. */
const invalidAnswer = (request: FastifyRequest, issues: readonly ContentIssue[]): InvalidDocumentResponse => ({
  errorDetails: issues.map((issue) => ({
    errorId: errorIds.invalidContent,
    message: issue.message,
    field: issue.field,
    path: issue.path,
    ...(issue.blockId === undefined ? {} : { blockId: issue.blockId }),
    ...(issue.blockType === undefined ? {} : { blockType: issue.blockType }),
    ...(issue.section === undefined ? {} : { section: issue.section }),
  })),
  appId: APP_ID,
  correlationId: request.id,
});

/**
 * The admin documents API under `/admin/v1/documents`: list and search, read, save a draft version (409 on a stale
 * `baseVersion`), publish now or at a date-time (publishers; 422 naming each invalid block), versions, restore
 * (publishers), create, duplicate, rename and delete (publishers). Every route asks `auth.require` for the editor
 * (and role) before anything else, so a stranger's body is never read; answers are never cached.
 */
export const adminDocumentRoutes: FastifyPluginCallbackZod<AdminDocumentRoutesOptions> = (app, { db, auth, now }, done) => {
  const documents = createDocumentService(db, now);
  const editors = new WeakMap<FastifyRequest, SignedInEditor>();

  /** The route's sign-in check, as its first hook: 401 without a session, 403 without the role. */
  const signedIn =
    (role?: EditorRole) =>
    async (request: FastifyRequest): Promise<void> => {
      editors.set(request, await auth.require(request, role));
    };
  const editorOf = (request: FastifyRequest): SignedInEditor => {
    const editor = editors.get(request);
    if (!editor) throw new Error('admin document route without its sign-in hook');
    return editor;
  };
  const editor = signedIn();
  const publisher = signedIn('publisher');

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  route(app, 'GET /admin/v1/documents', { onRequest: editor }, async (request) => documents.list(request.query));

  route(app, 'POST /admin/v1/documents', { onRequest: editor, bodyLimit: DOCUMENT_BODY_LIMIT }, async (request, reply) => {
    const created = await documents.create(editorOf(request), request.body);
    return reply.code(201).send(created);
  });

  route(app, 'GET /admin/v1/documents/:id', { onRequest: editor }, async (request) => documents.get(request.params.id));

  route(
    app,
    'PUT /admin/v1/documents/:id',
    { onRequest: editor, bodyLimit: DOCUMENT_BODY_LIMIT, config: { rateLimit: SAVE_LIMIT } },
    async (request) => documents.save(editorOf(request), request.params.id, request.body.baseVersion, request.body.data),
  );

  route(app, 'PATCH /admin/v1/documents/:id', { onRequest: editor }, async (request) =>
    documents.rename(editorOf(request), request.params.id, request.body.name),
  );

  route(app, 'DELETE /admin/v1/documents/:id', { onRequest: publisher }, async (request, reply) => {
    await documents.remove(editorOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, 'POST /admin/v1/documents/:id/publish', { onRequest: publisher }, async (request, reply) => {
    const outcome = await documents.publish(editorOf(request), request.params.id, request.body.version, request.body.at);
    if (!outcome.ok) return reply.code(422).send(invalidAnswer(request, outcome.issues));
    return outcome.answer;
  });

  route(app, 'GET /admin/v1/documents/:id/versions', { onRequest: editor }, async (request) => documents.versions(request.params.id));

  route(app, 'POST /admin/v1/documents/:id/restore', { onRequest: publisher }, async (request) =>
    documents.restore(editorOf(request), request.params.id, request.body.version),
  );

  route(app, 'POST /admin/v1/documents/:id/duplicate', { onRequest: editor }, async (request, reply) => {
    const copy = await documents.duplicate(editorOf(request), request.params.id, request.body);
    return reply.code(201).send(copy);
  });
  done();
};
