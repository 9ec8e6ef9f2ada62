import { checkAnswer } from '../../schemas';
import { createTypedClient, fetchTransport, isApiError } from '../../runtime/core';
import type { DocumentQuery, DocumentSummary, DocumentVersion, EditableDocument, NewDocument, ShareLink, SignedInEditor } from './admin-types';
/**
 * The editor's one way in: the admin API (`/admin/v1/...`), over fetch with the session cookie
 * (`credentials: 'same-origin'`). Every failure is thrown as `ApiError`: an answer that is not 2xx (its errorId,
 * message and, for a refused publish, the invalid blocks: `blockIssuesOf`), or status 0 when there is no answer.
 * The app takes an `AdminApi` as a prop, so stories and tests hand it a fake.
 */
export interface AdminApi {
  signIn(email: string, password: string): Promise<SignedInEditor>;
  /** Who is signed in, or null. */
  session(): Promise<SignedInEditor | null>;
  signOut(): Promise<void>;
  listDocuments(query: DocumentQuery): Promise<readonly DocumentSummary[]>;
  getDocument(id: string): Promise<EditableDocument>;
  /** A new draft version on top of `baseVersion`; 409 (`isConflict`) when another save came first. */
  saveDraft(id: string, baseVersion: number, data: Readonly<Record<string, unknown>>): Promise<{ version: number }>;
  /** Publishes a version now, or at `at` (an ISO date-time); 422 names the invalid blocks, 403 for the editor role. */
  publish(id: string, version: number, at?: string): Promise<void>;
  versions(id: string): Promise<readonly DocumentVersion[]>;
  /** A new draft from an old version. */
  restore(id: string, version: number): Promise<{ version: number }>;
  createDocument(document: NewDocument): Promise<{ id: string }>;
  duplicateDocument(id: string, copy: { key: string; name: string }): Promise<{ id: string }>;
  renameDocument(id: string, name: string): Promise<void>;
  deleteDocument(id: string): Promise<void>;
  /** A signed, expiring link that shows this document's draft to whoever has it. */
  shareLink(id: string): Promise<ShareLink>;
}

export interface AdminApiOptions {
  /** Defaults to the page's fetch. */
  readonly fetch?: typeof fetch;
  /** Defaults to the page's own origin. */
  readonly baseUrl?: string;
}

/** `{ id }` from an answer that carries the document itself or wraps it (`{ document: { id } }`). */
function idOf(body: unknown): { id: string } {
  const value = body as { id?: unknown; document?: { id?: unknown } } | null;
  const id = typeof value?.id === 'string' ? value.id : value?.document?.id;
  if (typeof id !== 'string') throw new Error('The admin API answered a document without an id.');
  return { id };
}

export function createAdminApi(options: AdminApiOptions = {}): AdminApi {
  // Answers are checked with their contract: one that does not match is the server's fault, never half-read.
  const api = createTypedClient({ transport: fetchTransport(options.baseUrl ?? '', options.fetch), check: checkAnswer });
  const one = (id: string) => ({ params: { id } });

  return {
    signIn: async (email, password) => (await api.call('POST /admin/v1/session', { body: { email, password } })).editor,
    async session() {
      try {
        return (await api.call('GET /admin/v1/session')).editor;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    signOut: async () => {
      await api.call('DELETE /admin/v1/session');
    },
    async listDocuments(query) {
      const given = Object.fromEntries(
        Object.entries(query).flatMap(([name, value]) =>
          typeof value === 'string' && value !== '' ? [[name, value]] : typeof value === 'number' ? [[name, String(value)]] : [],
        ),
      );
      return (await api.call('GET /admin/v1/documents', { query: given })).documents;
    },
    getDocument: (id) => api.call('GET /admin/v1/documents/:id', one(id)),
    saveDraft: (id, baseVersion, data) => api.call('PUT /admin/v1/documents/:id', { ...one(id), body: { baseVersion, data } }),
    publish: async (id, version, at) => {
      await api.call('POST /admin/v1/documents/:id/publish', { ...one(id), body: at ? { version, at } : { version } });
    },
    versions: async (id) => (await api.call('GET /admin/v1/documents/:id/versions', one(id))).versions,
    restore: (id, version) => api.call('POST /admin/v1/documents/:id/restore', { ...one(id), body: { version } }),
    createDocument: async (document) => idOf(await api.call('POST /admin/v1/documents', { body: document })),
    duplicateDocument: async (id, copy) => idOf(await api.call('POST /admin/v1/documents/:id/duplicate', { ...one(id), body: copy })),
    renameDocument: async (id, name) => {
      await api.call('PATCH /admin/v1/documents/:id', { ...one(id), body: { name } });
    },
    deleteDocument: async (id) => {
      await api.call('DELETE /admin/v1/documents/:id', one(id));
    },
    shareLink: (id) => api.call('POST /admin/v1/documents/:id/share', { ...one(id), body: {} }),
  };
}
