import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDocumentListQuerySchema, adminDocumentListResponseSchema, adminDocumentParamsSchema, adminDocumentSchema,
  createDocumentRequestSchema, documentVersionsResponseSchema, duplicateDocumentRequestSchema, invalidDocumentResponseSchema,
  MAX_DOCUMENT_BYTES, publishDocumentRequestSchema, publishDocumentResponseSchema, renameDocumentRequestSchema,
  restoreDocumentRequestSchema, saveDocumentRequestSchema, savedVersionResponseSchema, type InvalidDocumentResponse,
} from '../../../schemas';
import { APP_ID } from '../../http/api-error';
import type { Database, EditorRole } from '../../db/index';
import type { EditorAuthPort, SignedInEditor } from '../editor-auth-port';
import { documentErrorIds } from './errors';
import { createDocumentService } from './service';
import type { ContentIssue } from './validate-content';

export interface AdminDocumentRoutesOptions {
  readonly db: Database;
  readonly auth: EditorAuthPort;
  /** The clock that decides what is live and what is still to come (tests move it). */
  readonly now?: () => Date;
}

const BASE = '/admin/v1/documents';
const ONE = `${BASE}/:id`;

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
    errorId: documentErrorIds.invalidContent,
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
  const signedIn = (role?: EditorRole) => async (request: FastifyRequest): Promise<void> => {
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

  app.get(BASE, {
    onRequest: editor,
    schema: { querystring: adminDocumentListQuerySchema, response: { 200: adminDocumentListResponseSchema } },
  }, async (request) => documents.list(request.query));

  app.post(BASE, {
    onRequest: editor, bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: { body: createDocumentRequestSchema, response: { 201: adminDocumentSchema } },
  }, async (request, reply) => {
    const created = await documents.create(editorOf(request), request.body);
    return reply.code(201).send(created);
  });

  app.get(ONE, {
    onRequest: editor,
    schema: { params: adminDocumentParamsSchema, response: { 200: adminDocumentSchema } },
  }, async (request) => documents.get(request.params.id));

  app.put(ONE, {
    onRequest: editor, bodyLimit: DOCUMENT_BODY_LIMIT, config: { rateLimit: SAVE_LIMIT },
    schema: { params: adminDocumentParamsSchema, body: saveDocumentRequestSchema, response: { 200: savedVersionResponseSchema } },
  }, async (request) => documents.save(editorOf(request), request.params.id, request.body.baseVersion, request.body.data));

  app.patch(ONE, {
    onRequest: editor,
    schema: { params: adminDocumentParamsSchema, body: renameDocumentRequestSchema, response: { 200: adminDocumentSchema } },
  }, async (request) => documents.rename(editorOf(request), request.params.id, request.body.name));

  app.delete(ONE, {
    onRequest: publisher,
    schema: { params: adminDocumentParamsSchema, response: { 204: z.null() } },
  }, async (request, reply) => {
    await documents.remove(editorOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.post(`${ONE}/publish`, {
    onRequest: publisher,
    schema: {
      params: adminDocumentParamsSchema, body: publishDocumentRequestSchema,
      response: { 200: publishDocumentResponseSchema, 422: invalidDocumentResponseSchema },
    },
  }, async (request, reply) => {
    const outcome = await documents.publish(editorOf(request), request.params.id, request.body.version, request.body.at);
    if (!outcome.ok) return reply.code(422).send(invalidAnswer(request, outcome.issues));
    return outcome.answer;
  });

  app.get(`${ONE}/versions`, {
    onRequest: editor,
    schema: { params: adminDocumentParamsSchema, response: { 200: documentVersionsResponseSchema } },
  }, async (request) => documents.versions(request.params.id));

  app.post(`${ONE}/restore`, {
    onRequest: publisher,
    schema: { params: adminDocumentParamsSchema, body: restoreDocumentRequestSchema, response: { 200: savedVersionResponseSchema } },
  }, async (request) => documents.restore(editorOf(request), request.params.id, request.body.version));

  app.post(`${ONE}/duplicate`, {
    onRequest: editor,
    schema: { params: adminDocumentParamsSchema, body: duplicateDocumentRequestSchema, response: { 201: adminDocumentSchema } },
  }, async (request, reply) => {
    const copy = await documents.duplicate(editorOf(request), request.params.id, request.body);
    return reply.code(201).send(copy);
  });
  done();
};
