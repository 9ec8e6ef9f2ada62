import { z } from 'zod';
import { isStorableText, text, UNSTORABLE_TEXT } from '../text';
import { docTypeSchema, documentStatusSchema, type DocType } from '../content/document';
import { augmentedPageSchema, categoryIdSchema, productIdSchema, siteIdSchema, slugSchema } from './content';

/*
 * The admin API's contracts (`/admin/v1/...`), the editor's only way in: sign-in (session), documents, versions,
 * publishing and share links. The server validates requests with them and the editor's client reads answers
 * with them. Every call answers errors in the spec's envelope (`errorEnvelopeSchema`).
 */

/** An editor's role: an editor edits and saves drafts; a publisher also publishes, schedules and restores. */
export const editorRoleSchema = z.enum(['editor', 'publisher']);
export type EditorRoleName = z.infer<typeof editorRoleSchema>;

/** `POST /admin/v1/session`: an editor's e-mail (any case) and password. */
export const editorSignInRequestSchema = z.object({
  email: text().trim().min(3).max(254).pipe(z.email()),
  password: text().min(1).max(512),
});
export type EditorSignInRequest = z.infer<typeof editorSignInRequestSchema>;

/** The editor a session belongs to. */
export const signedInEditorSchema = z.object({
  id: text(),
  email: text(),
  name: text(),
  role: editorRoleSchema,
});

/** `POST` and `GET /admin/v1/session`: who is signed in. */
export const editorSessionResponseSchema = z.object({ editor: signedInEditorSchema });
export type EditorSessionResponse = z.infer<typeof editorSessionResponseSchema>;

/** `POST /admin/v1/documents/{id}/share`: how long the link lives, in hours (1 to 168, a week; 72 by default). */
export const shareLinkRequestSchema = z.object({
  expiresInHours: z.number().int().min(1).max(168).default(72),
});
export type ShareLinkRequest = z.input<typeof shareLinkRequestSchema>;

/** A share link: the document's preview page with its signed `share` token, and when it stops working. */
export const shareLinkResponseSchema = z.object({
  url: text(),
  expiresAt: z.iso.datetime(),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/*
 * Documents (`/admin/v1/documents`): the list, one document, saving a draft version, publishing, versions, restore,
 * create, duplicate, rename and delete. A document is (siteId, docType, key); its id is opaque (`documentId`).
 */

/** The most one saved document may weigh as JSON (a 300-block page is well under a tenth of it). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/** How deep a document's data may nest (PostgreSQL's JSON, and every walk over it, stay far from their limits). */
export const MAX_DOCUMENT_DEPTH = 64;

/** The words a document id carries (base64url of the JSON `[siteId, docType, key]`), or none when it is not such an id. */
function idWords(id: string): string[] {
  try {
    const bytes = Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(parsed) ? parsed.filter((part): part is string => typeof part === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A document's admin id, as the documents list answers it. The id is only letters, but what it encodes reaches the
 * database: an id whose key holds a NUL (`\u0000` in its JSON) is refused here, not by PostgreSQL.
 */
export const adminDocumentIdSchema = text()
  .regex(/^[A-Za-z0-9_-]{1,700}$/, 'must be a document id from the documents list')
  .refine((id) => idWords(id).every(isStorableText), `must be a document id from the documents list: its key ${UNSTORABLE_TEXT}`);
export const adminDocumentParamsSchema = z.object({ id: adminDocumentIdSchema });

/** Where documents live: a site (`ridgeline-en-us`), or `global` for fragments, which every site shares. */
export const adminSiteIdSchema = z.union([siteIdSchema, z.literal('global')], { message: 'must be a site id ({brand}-{xx}-{yy}) or global' });

/** A document's name as editors see it in lists: one line of text. */
export const documentNameSchema = text()
  .trim()
  .min(1, 'must not be empty')
  .max(120)
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'must be one line of text');

/** The path of the first value PostgreSQL's JSON cannot hold (or that nests too deep), with why; undefined when all can be stored. */
function unstorable(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | undefined {
  if (path.length > MAX_DOCUMENT_DEPTH) return { path, message: `must not nest deeper than ${MAX_DOCUMENT_DEPTH} levels` };
  if (typeof value === 'string') return isStorableText(value) ? undefined : { path, message: UNSTORABLE_TEXT };
  if (Array.isArray(value)) {
    for (const [i, entry] of value.entries()) {
      const bad = unstorable(entry, [...path, i]);
      if (bad) return bad;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (!isStorableText(key)) return { path: [...path, key], message: `a field name ${UNSTORABLE_TEXT}` };
      const bad = unstorable(entry, [...path, key]);
      if (bad) return bad;
    }
  }
  return undefined;
}

/**
 * A document's data as saved: any JSON object the database can store. Drafts may fail their schemas (publishing
 * checks them); only the shape is checked here.
 */
export const documentDataSchema = z.record(text(), z.unknown()).superRefine((data, ctx) => {
  const bad = unstorable(data);
  if (bad) ctx.addIssue({ code: 'custom', path: bad.path, message: bad.message });
});

/** What keys a docType's documents take: the route parameter of its content call (spec 001 §7). */
export function documentKeyProblem(docType: DocType, siteId: string, key: string): { field: 'key' | 'siteId'; message: string } | undefined {
  if ((docType === 'fragment') !== (siteId === 'global')) {
    return {
      field: 'siteId',
      message: docType === 'fragment' ? 'fragments are shared by every site: their siteId is global' : 'only fragments live under global',
    };
  }
  const rule: z.ZodType =
    docType === 'augmentedpage'
      ? augmentedPageSchema
      : docType === 'category'
        ? categoryIdSchema
        : docType === 'product'
          ? productIdSchema
          : docType === 'footer' || docType === 'menu' || docType === 'popups'
            ? z.literal(docType, { message: `a site has one ${docType}: its key is "${docType}"` })
            : slugSchema;
  const parsed = rule.safeParse(key);
  return parsed.success ? undefined : { field: 'key', message: parsed.error.issues[0]?.message ?? 'is not a key of this docType' };
}

const integer = (min: number, max: number) =>
  text()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** `GET /admin/v1/documents`: a site's documents (global fragments included), of one docType, matching `q` (name or key). */
export const adminDocumentListQuerySchema = z.object({
  siteId: adminSiteIdSchema.optional(),
  docType: docTypeSchema.optional(),
  q: text().trim().max(100).optional(),
  /** `updated`: the last saved first (default); `name`: by name. */
  sort: z.enum(['updated', 'name']).default('updated'),
  limit: integer(1, 200).default(100),
  offset: integer(0, 100_000).default(0),
});
export type AdminDocumentListQuery = z.infer<typeof adminDocumentListQuerySchema>;

/** A document as the list shows it: its newest version. */
export const adminDocumentSummarySchema = z.object({
  id: text(),
  siteId: text(),
  docType: docTypeSchema,
  key: text(),
  name: text(),
  /** The newest version's status. */
  status: documentStatusSchema,
  /** The newest version. */
  version: z.number().int(),
  /** When a scheduled publish of this document goes live (any version), or null when none waits. */
  publishAt: text().nullable(),
  /** When the newest version was saved. */
  updatedAt: text(),
  /** The version the public sees now, or null when none is live. */
  liveVersion: z.number().int().nullable(),
  /**
   * The newest version's meta description (`seo.description`), when it has one: the editor warns when another page
   * of the site says the same. Absent from answers of servers that do not send it.
   */
  seoDescription: text().optional(),
});
export type AdminDocumentSummary = z.infer<typeof adminDocumentSummarySchema>;

export const adminDocumentListResponseSchema = z.object({
  documents: z.array(adminDocumentSummarySchema),
  /** How many documents match, over every page of the list. */
  total: z.number().int(),
});
export type AdminDocumentListResponse = z.infer<typeof adminDocumentListResponseSchema>;

/** `GET /admin/v1/documents/{id}`: the newest version (the latest draft, else the published one) with its data. */
export const adminDocumentSchema = adminDocumentSummarySchema.extend({
  /** For pages: the page it sits under. */
  parentKey: text().nullable(),
  /** Where the storefront shows it below the locale (`/help/returns`; `/` for home), when the server knows (pages). */
  previewPath: text().optional(),
  data: z.record(text(), z.unknown()),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** `PUT /admin/v1/documents/{id}`: a new draft version on top of `baseVersion`, the version the editor started from. */
export const saveDocumentRequestSchema = z.object({
  baseVersion: z.number().int().min(1),
  data: documentDataSchema,
});
export type SaveDocumentRequest = z.infer<typeof saveDocumentRequestSchema>;

/** The version a save, restore or rename wrote. */
export const savedVersionResponseSchema = z.object({ version: z.number().int() });

/** `POST /admin/v1/documents/{id}/publish`: publish `version` now, or at `at` (ISO 8601 with its offset, in the future). */
export const publishDocumentRequestSchema = z.object({
  version: z.number().int().min(1),
  at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PublishDocumentRequest = z.infer<typeof publishDocumentRequestSchema>;

export const publishDocumentResponseSchema = z.object({
  version: z.number().int(),
  status: documentStatusSchema,
  /** The scheduled moment; null when published now. */
  publishAt: text().nullable(),
});
export type PublishDocumentResponse = z.infer<typeof publishDocumentResponseSchema>;

/**
 * A publish refused (422): one `errorDetails` entry per problem, naming the invalid block (`blockId`, `blockType`),
 * the field's `path` within it and its place in the document (`field`, e.g. `sections.0.items.2.title`).
 */
export const invalidDocumentResponseSchema = z.object({
  errorDetails: z
    .array(
      z.object({
        errorId: text(),
        message: text(),
        field: text(),
        path: text(),
        blockId: text().optional(),
        blockType: text().optional(),
        section: text().optional(),
      }),
    )
    .min(1),
  appId: text(),
  correlationId: text(),
});
export type InvalidDocumentResponse = z.infer<typeof invalidDocumentResponseSchema>;

/** One stored version, as the versions list shows it (newest first). */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  status: documentStatusSchema,
  /** When it was published (scheduled or not); null for drafts. */
  publishedAt: text().nullable(),
  /** When a scheduled version goes (or went) live; null otherwise. */
  publishAt: text().nullable(),
  /** When it was saved. */
  createdAt: text(),
  /** When it last changed: published, else saved. */
  updatedAt: text(),
  /** The e-mail of the editor who saved it, when the audit log knows (the demo's own versions have none). */
  updatedBy: text().nullable(),
  /** The version the public sees now. */
  live: z.boolean(),
  /** Published for a moment still to come. */
  scheduled: z.boolean(),
});
export type DocumentVersionEntry = z.infer<typeof documentVersionSchema>;

export const documentVersionsResponseSchema = z.object({ versions: z.array(documentVersionSchema) });
export type DocumentVersionsResponse = z.infer<typeof documentVersionsResponseSchema>;

/** `POST /admin/v1/documents/{id}/restore`: a new draft whose data is `version`'s. */
export const restoreDocumentRequestSchema = z.object({ version: z.number().int().min(1) });

/** `POST /admin/v1/documents`: a new document, version 1 as a draft (its docType's empty data unless `data` is given). */
export const createDocumentRequestSchema = z
  .object({
    siteId: adminSiteIdSchema,
    docType: docTypeSchema,
    key: text().min(1).max(120),
    name: documentNameSchema,
    /** Pages only: the page it sits under (its path goes through the parent's key). */
    parentKey: slugSchema.nullable().optional(),
    data: documentDataSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = documentKeyProblem(body.docType, body.siteId, body.key);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (body.parentKey && body.docType !== 'page')
      ctx.addIssue({ code: 'custom', path: ['parentKey'], message: 'only pages sit under a parent page' });
  });
export type CreateDocumentRequest = z.infer<typeof createDocumentRequestSchema>;

/** `POST /admin/v1/documents/{id}/duplicate`: a copy under a new key (and name), in the same site unless `siteId` says. */
export const duplicateDocumentRequestSchema = z.object({
  key: text().min(1).max(120),
  name: documentNameSchema,
  siteId: adminSiteIdSchema.optional(),
});
export type DuplicateDocumentRequest = z.infer<typeof duplicateDocumentRequestSchema>;

/** `PATCH /admin/v1/documents/{id}`: a new name (the key, and so the id, never changes). */
export const renameDocumentRequestSchema = z.object({ name: documentNameSchema });
