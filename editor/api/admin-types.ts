import type {
  AdminDocument,
  AdminDocumentSummary,
  CreateDocumentRequest,
  DocType,
  DocumentVersionEntry,
  EditorRoleName,
  ShareLinkResponse,
} from '../../schemas';

/**
 * The admin API's answers as the editor reads them (`/admin/v1/...`): the contracts are `schemas/api/admin.ts`, which
 * the server validates with and the client parses answers with.
 */

/** *editor* edits and saves drafts; *publisher* also publishes, schedules and restores. */
export type EditorRole = EditorRoleName;

export interface SignedInEditor {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: EditorRole;
}

/** One row of the documents list (its newest version). */
export type DocumentSummary = AdminDocumentSummary;

/** One document to edit: its latest draft, else the published version, with its data. */
export type EditableDocument = AdminDocument;

/** One stored version, newest first in the versions list. */
export type DocumentVersion = DocumentVersionEntry;

/** A block that fails its schema, as the server's 422 names it (and as the browser's own check does). */
export interface BlockIssue {
  readonly blockId: string;
  readonly type: string;
  /** The field's path within the block (`targets.0.url`), empty for the block as a whole. */
  readonly path: string;
  readonly message: string;
}

export interface DocumentQuery {
  readonly siteId?: string;
  readonly docType?: DocType;
  readonly q?: string;
  /** At most this many (the server's default 100, up to 200), from `offset` on. */
  readonly limit?: number;
  readonly offset?: number;
}

export type NewDocument = Pick<CreateDocumentRequest, 'siteId' | 'docType' | 'key' | 'name'> & { readonly parentKey?: string | null };

export type ShareLink = ShareLinkResponse;
