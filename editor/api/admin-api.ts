import type { z } from 'zod';
import {
  adminDocumentListResponseSchema, adminDocumentSchema, documentVersionsResponseSchema, editorSessionResponseSchema,
  savedVersionResponseSchema, shareLinkResponseSchema,
} from '../../schemas';
import { AdminApiError, AdminNetworkError } from './admin-error';
import type {
  DocumentQuery, DocumentSummary, DocumentVersion, EditableDocument, NewDocument, ShareLink, SignedInEditor,
} from './admin-types';

/**
 * The editor's one way in: the admin API (`/admin/v1/...`), over fetch with the session cookie
 * (`credentials: 'same-origin'`). Every failure is thrown: `AdminApiError` for an answer that is not 2xx (its
 * errorId, message and, for a refused publish, the invalid blocks), `AdminNetworkError` when there is no answer.
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

const BASE = '/admin/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const docPath = (id: string, rest = '') => `${BASE}/documents/${encodeURIComponent(id)}${rest}`;

/** An answer read with its contract; one that does not match is the server's fault, never half-read. */
function read<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AdminApiError(502, { errorDetails: [{ errorId: 'GEN500', message: `Unexpected answer from ${path}` }] }, path);
  return parsed.data;
}

/** `{ id }` from an answer that carries the document itself or wraps it (`{ document: { id } }`). */
function idOf(body: unknown): { id: string } {
  const value = body as { id?: unknown; document?: { id?: unknown } } | null;
  const id = typeof value?.id === 'string' ? value.id : value?.document?.id;
  if (typeof id !== 'string') throw new Error('The admin API answered a document without an id.');
  return { id };
}

export function createAdminApi(options: AdminApiOptions = {}): AdminApi {
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const baseUrl = options.baseUrl ?? '';

  async function call(method: Method, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new AdminNetworkError(error);
    }
    const raw = await response.text().catch(() => '');
    let parsed: unknown = undefined;
    if (raw) {
      try {
        parsed = JSON.parse(raw) as unknown;
      } catch {
        parsed = raw;
      }
    }
    if (!response.ok) throw new AdminApiError(response.status, parsed, path, response.headers.get('retry-after'));
    return parsed;
  }

  const editorOf = (body: unknown): SignedInEditor => read(editorSessionResponseSchema, body, `${BASE}/session`).editor;

  return {
    signIn: async (email, password) => editorOf(await call('POST', `${BASE}/session`, { email, password })),
    async session() {
      try {
        return editorOf(await call('GET', `${BASE}/session`));
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) return null;
        throw error;
      }
    },
    signOut: async () => {
      await call('DELETE', `${BASE}/session`);
    },
    async listDocuments(query) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') params.set(name, value);
      const search = params.toString();
      const path = `${BASE}/documents${search ? `?${search}` : ''}`;
      return read(adminDocumentListResponseSchema, await call('GET', path), path).documents;
    },
    getDocument: async (id) => read(adminDocumentSchema, await call('GET', docPath(id)), docPath(id)),
    saveDraft: async (id, baseVersion, data) => read(savedVersionResponseSchema, await call('PUT', docPath(id), { baseVersion, data }), docPath(id)),
    publish: async (id, version, at) => {
      await call('POST', docPath(id, '/publish'), at ? { version, at } : { version });
    },
    async versions(id) {
      return read(documentVersionsResponseSchema, await call('GET', docPath(id, '/versions')), docPath(id, '/versions')).versions;
    },
    restore: async (id, version) => read(savedVersionResponseSchema, await call('POST', docPath(id, '/restore'), { version }), docPath(id, '/restore')),
    createDocument: async (document) => idOf(await call('POST', `${BASE}/documents`, document)),
    duplicateDocument: async (id, copy) => idOf(await call('POST', docPath(id, '/duplicate'), copy)),
    renameDocument: async (id, name) => {
      await call('PATCH', docPath(id), { name });
    },
    deleteDocument: async (id) => {
      await call('DELETE', docPath(id));
    },
    shareLink: async (id) => read(shareLinkResponseSchema, await call('POST', docPath(id, '/share'), {}), docPath(id, '/share')),
  };
}
