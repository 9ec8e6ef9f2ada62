import type {
  AdminDocument,
  AdminDocumentListQuery,
  AdminDocumentListResponse,
  CreateDocumentRequest,
  DocumentVersionsResponse,
  DuplicateDocumentRequest,
  PublishDocumentResponse,
} from '../../../schemas';
import { documentKeyProblem } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import { ApiError } from '../../http/api-error';
import { createContentRepository, GLOBAL_SITE_ID, PUBLISHED, type DocumentKey, type Runner } from '../../content/index';
import type { ContentDocumentRow, Database } from '../../db/index';
import { audit } from '../audit-log';
import type { SignedInEditor } from '../editor-auth-port';
import { toDocument, toSummary, toVersion } from './answers';
import { defaultData } from './default-data';
import { parseDocumentId } from './document-id';
import { documentErrors } from './errors';
import { contentIssues, type ContentIssue } from './validate-content';

/** How deep the storefront nests pages (`/help/returns/how-to-return`). */
const MAX_PARENTS = 2;

/** A publish: done, or refused because the version fails its schemas (each problem named). */
export type PublishOutcome =
  { readonly ok: true; readonly answer: PublishDocumentResponse } | { readonly ok: false; readonly issues: readonly ContentIssue[] };

const isKnownSite = (siteId: string): boolean => siteId === GLOBAL_SITE_ID || siteById(siteId) !== undefined;

/** The document an id names; unknown ids, and ids of sites Tessera does not serve, are 404s like missing documents. */
function keyOf(id: string): DocumentKey {
  const key = parseDocumentId(id);
  if (!key || !isKnownSite(key.siteId)) throw documentErrors.notFound();
  return key;
}

function checkKey(key: DocumentKey, fields: { siteId: string; key: string }): void {
  if (!isKnownSite(key.siteId)) throw documentErrors.unknownSite(key.siteId, fields.siteId);
  const problem = documentKeyProblem(key.docType, key.siteId, key.key);
  if (problem) {
    const field = problem.field === 'key' ? fields.key : fields.siteId;
    throw ApiError.badRequest(`${field}: ${problem.message}`, field);
  }
}

/**
 * The admin API's document rules over the versioned content rows: every save is a new draft version on top of the
 * one the editor started from (optimistic concurrency), publishing checks the version against its schemas first,
 * deleting leaves a tombstone. Each write runs in one transaction holding the document's lock, with its audit entry.
 * Knows no Fastify: failures are `ApiError`s in the API's envelope.
 */
export function createDocumentService(db: Database, now: () => Date = () => new Date()) {
  /** The content repository on `runner`, its clock stopped at `at` when one moment rules a whole operation. */
  const repo = (runner: Runner, at?: Date) => createContentRepository(runner, at ? () => at : now);

  /** Where the storefront shows a page below the locale, through its parents; undefined when it cannot say. */
  async function previewPath(runner: Runner, row: ContentDocumentRow): Promise<string | undefined> {
    if (row.docType !== 'page') return undefined;
    const keys = [row.key];
    let parent: string | null | undefined = row.parentKey;
    while (typeof parent === 'string' && keys.length <= MAX_PARENTS) {
      keys.unshift(parent);
      parent = (await repo(runner).newest({ siteId: row.siteId, docType: 'page', key: parent }))?.parentKey;
    }
    if (parent !== null) return undefined; // a missing parent, or nested deeper than the storefront serves
    return row.key === 'home' ? '/' : `/${keys.join('/')}`;
  }

  async function answer(runner: Runner, row: ContentDocumentRow): Promise<AdminDocument> {
    const documents = repo(runner, now());
    const [scheduledAt, live, path] = [await documents.scheduledAt(row), await documents.read(row, PUBLISHED), await previewPath(runner, row)];
    return toDocument(row, scheduledAt, live?.version ?? null, path);
  }

  /** Runs `write` in a transaction holding the document's lock, with its newest version (404 when there is none). */
  function withDocument<T>(key: DocumentKey, write: (tx: Runner, newest: ContentDocumentRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await repo(tx).lock(key);
      const newest = await repo(tx).newest(key);
      if (!newest) throw documentErrors.notFound(key);
      return write(tx, newest);
    });
  }

  /** A new draft on top of `newest`: the next version number, the same parent. */
  const nextDraft = (tx: Runner, newest: ContentDocumentRow, name: string, data: Record<string, unknown>) =>
    repo(tx).insert({
      siteId: newest.siteId,
      docType: newest.docType,
      key: newest.key,
      parentKey: newest.parentKey,
      name,
      version: newest.version + 1,
      status: 'draft',
      data,
    });

  /** Writes version 1 of a new key (409 when the key has a document), clearing any tombstone of it. */
  function createVersionOne(
    editor: SignedInEditor,
    key: DocumentKey,
    fields: { name: string; parentKey: string | null; data: Record<string, unknown> },
    action: string,
    detail?: Record<string, unknown>,
  ) {
    return db.transaction(async (tx) => {
      await repo(tx).lock(key);
      if (await repo(tx).newest(key)) throw documentErrors.keyTaken(key);
      const row = await repo(tx).insert({ ...key, parentKey: fields.parentKey, name: fields.name, version: 1, status: 'draft', data: fields.data });
      await repo(tx).clearTombstone(key);
      await audit(tx, editor, { action, ...key, version: 1, ...(detail ? { detail } : {}) });
      return answer(tx, row);
    });
  }

  return {
    /** One page of a site's documents (global fragments included), each as its newest version. */
    async list(query: AdminDocumentListQuery): Promise<AdminDocumentListResponse> {
      if (query.siteId !== undefined && !isKnownSite(query.siteId)) throw documentErrors.unknownSite(query.siteId, 'query.siteId');
      const siteIds =
        query.siteId === undefined
          ? undefined
          : query.siteId === GLOBAL_SITE_ID || query.docType === undefined || query.docType === 'fragment'
            ? [...new Set([query.siteId, GLOBAL_SITE_ID])]
            : [query.siteId];
      const { rows, total } = await repo(db, now()).list({
        ...(siteIds ? { siteIds } : {}),
        ...(query.docType ? { docType: query.docType } : {}),
        ...(query.q ? { q: query.q } : {}),
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      });
      return { documents: rows.map((entry) => toSummary(entry.row, entry.scheduledAt, entry.liveVersion, entry.seoDescription)), total };
    },

    /** The newest version (the latest draft, else the published one) with its data. */
    async get(id: string): Promise<AdminDocument> {
      const key = keyOf(id);
      const row = await repo(db).newest(key);
      if (!row) throw documentErrors.notFound(key);
      return answer(db, row);
    },

    /** A new draft version on top of `baseVersion`; 409 with the latest version when another save came first. */
    save(editor: SignedInEditor, id: string, baseVersion: number, data: Record<string, unknown>): Promise<{ version: number }> {
      const key = keyOf(id);
      return withDocument(key, async (tx, newest) => {
        if (newest.version !== baseVersion) throw documentErrors.staleVersion(key, baseVersion, newest.version);
        const row = await nextDraft(tx, newest, newest.name, data);
        await audit(tx, editor, { action: 'save', ...key, version: row.version });
        return { version: row.version };
      });
    },

    /**
     * Publishes a version now, or schedules it for `at` (in the future). Refused, changing nothing, when the version
     * fails its schemas. Publishing an older version again is a rollback: it goes live last. Older versions scheduled
     * to go live after this one are called off (drafts again), so they cannot replace it later.
     */
    publish(editor: SignedInEditor, id: string, version: number, at?: string | null): Promise<PublishOutcome> {
      const key = keyOf(id);
      return withDocument(key, async (tx): Promise<PublishOutcome> => {
        const row = await repo(tx).version(key, version);
        if (!row) throw documentErrors.versionNotFound(key, version);
        const moment = now();
        const documents = repo(tx, moment);
        const publishAt = at ? new Date(at) : null;
        if (publishAt && publishAt <= moment) throw documentErrors.notInFuture();
        if (publishAt && (await documents.read(key, PUBLISHED))?.version === version) throw documentErrors.alreadyLive(key, version);
        const issues = contentIssues(key.docType, row.data);
        if (issues.length > 0) return { ok: false, issues };
        await documents.publish(key, version, publishAt);
        const unscheduled = await documents.unscheduleOlder(key, version, publishAt ?? moment);
        const iso = publishAt?.toISOString() ?? null;
        const detail = { ...(iso ? { at: iso } : {}), ...(unscheduled.length > 0 ? { unscheduled } : {}) };
        await audit(tx, editor, {
          action: publishAt ? 'schedule' : 'publish',
          ...key,
          version,
          ...(Object.keys(detail).length > 0 ? { detail } : {}),
        });
        return { ok: true, answer: { version, status: 'published', publishAt: iso } };
      });
    },

    /** Every version, newest first: which is live, which are scheduled, who saved each. */
    async versions(id: string): Promise<DocumentVersionsResponse> {
      const key = keyOf(id);
      const rows = await repo(db).listVersions(key);
      if (rows.length === 0) throw documentErrors.notFound(key);
      const at = now();
      const documents = repo(db, at);
      const [live, authors] = [await documents.read(key, PUBLISHED), await documents.authors(key)];
      return { versions: rows.map((row) => toVersion(row, live?.version ?? null, authors.get(row.version), at)) };
    },

    /** A new draft whose data is an older version's (the name stays the document's current one). */
    restore(editor: SignedInEditor, id: string, version: number): Promise<{ version: number }> {
      const key = keyOf(id);
      return withDocument(key, async (tx, newest) => {
        const source = await repo(tx).version(key, version);
        if (!source) throw documentErrors.versionNotFound(key, version);
        const row = await nextDraft(tx, newest, newest.name, source.data);
        await audit(tx, editor, { action: 'restore', ...key, version: row.version, detail: { from: version } });
        return { version: row.version };
      });
    },

    /** A new document: version 1, a draft, with its docType's empty data unless given. */
    async create(editor: SignedInEditor, body: CreateDocumentRequest): Promise<AdminDocument> {
      const key: DocumentKey = { siteId: body.siteId, docType: body.docType, key: body.key };
      checkKey(key, { siteId: 'body.siteId', key: 'body.key' });
      const parentKey = body.parentKey ?? null;
      if (parentKey !== null && !(await repo(db).newest({ siteId: key.siteId, docType: 'page', key: parentKey }))) {
        throw ApiError.badRequest(`body.parentKey: no page "${parentKey}" in site ${key.siteId}`, 'body.parentKey');
      }
      return createVersionOne(editor, key, { name: body.name, parentKey, data: body.data ?? defaultData(key.docType, body.name) }, 'create');
    },

    /** A copy of a document's newest version as version 1 of a new key (same docType; another site if asked). */
    async duplicate(editor: SignedInEditor, id: string, body: DuplicateDocumentRequest): Promise<AdminDocument> {
      const from = keyOf(id);
      const key: DocumentKey = { siteId: body.siteId ?? from.siteId, docType: from.docType, key: body.key };
      checkKey(key, { siteId: 'body.siteId', key: 'body.key' });
      const source = await repo(db).newest(from);
      if (!source) throw documentErrors.notFound(from);
      return createVersionOne(editor, key, { name: body.name, parentKey: source.parentKey, data: source.data }, 'duplicate', {
        from: { siteId: from.siteId, key: from.key, version: source.version },
      });
    },

    /**
     * A new name, as a new draft version with the same data: the name changes like any other edit (history, and
     * the public sees it once published). The same name again writes nothing.
     */
    rename(editor: SignedInEditor, id: string, name: string): Promise<AdminDocument> {
      const key = keyOf(id);
      return withDocument(key, async (tx, newest) => {
        if (newest.name === name) return answer(tx, newest);
        const row = await nextDraft(tx, newest, name, newest.data);
        await audit(tx, editor, { action: 'rename', ...key, version: row.version, detail: { from: newest.name, to: name } });
        return answer(tx, row);
      });
    },

    /**
     * Deletes every version and leaves a tombstone (the demo seed skips the key; creating it again clears it).
     * A page other pages sit under is refused (their paths go through it).
     */
    async remove(editor: SignedInEditor, id: string): Promise<void> {
      const key = keyOf(id);
      await withDocument(key, async (tx, newest) => {
        if (key.docType === 'page') {
          const children = await repo(tx).childPages(key.siteId, key.key);
          if (children.length > 0) throw documentErrors.hasChildren(key, children);
        }
        const versions = await repo(tx).deleteAll(key);
        await repo(tx, now()).tombstone(key, editor.id);
        await audit(tx, editor, { action: 'delete', ...key, version: newest.version, detail: { versions, name: newest.name } });
      });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
