import { z } from 'zod';
import {
  adminDocumentListQuerySchema,
  adminDocumentListResponseSchema,
  adminDocumentParamsSchema,
  adminDocumentSchema,
  createDocumentRequestSchema,
  documentVersionsResponseSchema,
  duplicateDocumentRequestSchema,
  editorSessionResponseSchema,
  editorSignInRequestSchema,
  invalidDocumentResponseSchema,
  publishDocumentRequestSchema,
  publishDocumentResponseSchema,
  renameDocumentRequestSchema,
  restoreDocumentRequestSchema,
  saveDocumentRequestSchema,
  savedVersionResponseSchema,
  shareLinkRequestSchema,
  shareLinkResponseSchema,
} from '../admin';
import { operation } from './operation';

const one = { params: adminDocumentParamsSchema } as const;

/** The editor's admin API: its session and its documents (session cookie; writes need the store's Origin). */
export const adminContract = {
  'POST /admin/v1/session': operation({ summary: 'Sign an editor in', body: editorSignInRequestSchema, answer: editorSessionResponseSchema }),
  'GET /admin/v1/session': operation({ summary: 'The editor signed in', answer: editorSessionResponseSchema }),
  'DELETE /admin/v1/session': operation({ summary: 'Sign out', status: 204, answer: z.null() }),

  'GET /admin/v1/documents': operation({ summary: 'List documents', query: adminDocumentListQuerySchema, answer: adminDocumentListResponseSchema }),
  'POST /admin/v1/documents': operation({
    summary: 'Create a document',
    body: createDocumentRequestSchema,
    status: 201,
    answer: adminDocumentSchema,
  }),
  'GET /admin/v1/documents/:id': operation({ summary: 'Read a document and its draft', ...one, answer: adminDocumentSchema }),
  'PUT /admin/v1/documents/:id': operation({ summary: 'Save a draft', ...one, body: saveDocumentRequestSchema, answer: savedVersionResponseSchema }),
  'PATCH /admin/v1/documents/:id': operation({
    summary: 'Rename a document',
    ...one,
    body: renameDocumentRequestSchema,
    answer: adminDocumentSchema,
  }),
  'DELETE /admin/v1/documents/:id': operation({ summary: 'Delete a document', ...one, status: 204, answer: z.null() }),
  'POST /admin/v1/documents/:id/publish': operation({
    summary: 'Publish now or at a date',
    ...one,
    body: publishDocumentRequestSchema,
    answer: publishDocumentResponseSchema,
    otherAnswers: { 422: invalidDocumentResponseSchema },
  }),
  'GET /admin/v1/documents/:id/versions': operation({ summary: "A document's versions", ...one, answer: documentVersionsResponseSchema }),
  'POST /admin/v1/documents/:id/restore': operation({
    summary: 'Restore an earlier version as the draft',
    ...one,
    body: restoreDocumentRequestSchema,
    answer: savedVersionResponseSchema,
  }),
  'POST /admin/v1/documents/:id/duplicate': operation({
    summary: 'Duplicate a document',
    ...one,
    body: duplicateDocumentRequestSchema,
    status: 201,
    answer: adminDocumentSchema,
  }),
  'POST /admin/v1/documents/:id/share': operation({
    summary: "Make a share link to a page's draft",
    ...one,
    body: shareLinkRequestSchema.optional(),
    answer: shareLinkResponseSchema,
  }),
} as const;
