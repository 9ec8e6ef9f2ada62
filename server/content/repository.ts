import { and, asc, desc, eq, gt, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { DocType } from '../../schemas';
import { adminAuditLog, contentDocuments as t, contentTombstones, type ContentDocumentRow, type NewContentDocumentRow } from '../db/index';
import { GLOBAL_SITE_ID, type DocumentKey } from './document-keys';
import { listDocuments, type DocumentListFilter } from './document-list';
import type { Runner } from './runner';
import type { ContentView } from './view';
import { visibility } from './visibility';

export interface DraftInput extends DocumentKey {
  readonly parentKey?: string | null;
  readonly name: string;
  readonly data: Record<string, unknown>;
}

export interface ShowcaseQuery {
  readonly siteId: string;
  readonly docType: DocType;
  readonly layoutVariant?: string;
  /** 10, 20 or 50 (spec 001 §9 "Editor limits"). */
  readonly limit: number;
}

/** The audit actions that write a new version. */
export const VERSION_WRITES = ['create', 'save', 'restore', 'duplicate', 'rename'] as const;

const byKey = ({ siteId, docType, key }: DocumentKey) => and(eq(t.siteId, siteId), eq(t.docType, docType), eq(t.key, key));

/**
 * The one repository of versioned content documents, over the database or a transaction (`runner`), for the
 * content service and the admin API alike. Every save is a new row; publish marks one version live (now or at a
 * date); reads pick the version a view may see (`ContentView`, the one visibility rule); deleted keys leave a
 * tombstone. `now` is the clock the views and publishes read.
 */
export function createContentRepository(runner: Runner, now: () => Date = () => new Date()) {
  /** The visible version of each key of a docType in a site (or in several sites, for fragments). */
  const latestPerKey = (siteIds: readonly string[], docType: DocType, view: ContentView, extra?: ReturnType<typeof and>) => {
    const vis = visibility(view, now());
    return runner
      .selectDistinctOn([t.siteId, t.key])
      .from(t)
      .where(and(inArray(t.siteId, [...siteIds]), eq(t.docType, docType), vis.where, extra))
      .orderBy(t.siteId, t.key, ...vis.order);
  };

  /**
   * Takes the document's lock until the transaction ends: saves, publishes, restores, renames and deletes of one
   * document queue on it, so a version number is read and written by one writer at a time.
   */
  const lock = async (on: Runner, key: DocumentKey): Promise<void> => {
    await on.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key.siteId}\u0001${key.docType}\u0001${key.key}`}))`);
  };

  return {
    /** Takes the document's lock until the transaction the repository runs on ends. */
    lock: (key: DocumentKey): Promise<void> => lock(runner, key),

    /** Saves a new draft version (previous version + 1). Concurrent saves of one key queue on the document's lock. */
    async saveDraft(input: DraftInput): Promise<ContentDocumentRow> {
      return runner.transaction(async (tx) => {
        await lock(tx, input);
        const [latest] = await tx
          .select({ version: max(t.version) })
          .from(t)
          .where(byKey(input));
        const [row] = await tx
          .insert(t)
          .values({
            siteId: input.siteId,
            docType: input.docType,
            key: input.key,
            parentKey: input.parentKey ?? null,
            name: input.name,
            version: (latest?.version ?? 0) + 1,
            status: 'draft',
            data: input.data,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** Writes one version as it is given (the caller holds the document's lock and numbers it). */
    async insert(values: NewContentDocumentRow): Promise<ContentDocumentRow> {
      const [row] = await runner.insert(t).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Publishes one version, live from `publishAt` when that lies in the future, else at once.
     * Publishing an older version again rolls back to it. Returns undefined when the version does not exist.
     */
    async publish(key: DocumentKey, version: number, publishAt?: Date | null): Promise<ContentDocumentRow | undefined> {
      const at = now();
      const [row] = await runner
        .update(t)
        .set({ status: 'published', publishedAt: at, publishAt: publishAt && publishAt > at ? publishAt : null })
        .where(and(byKey(key), eq(t.version, version)))
        .returning();
      return row;
    },

    /**
     * Calls off the scheduled publishes of versions older than `version` that would go live after `from` (so they
     * cannot replace a newer publish later): they are drafts again. Answers their version numbers.
     */
    async unscheduleOlder(key: DocumentKey, version: number, from: Date): Promise<number[]> {
      const rows = await runner
        .update(t)
        .set({ status: 'draft', publishedAt: null, publishAt: null })
        .where(and(byKey(key), eq(t.status, 'published'), lt(t.version, version), gt(t.publishAt, from)))
        .returning({ version: t.version });
      return rows.map((row) => row.version).sort((a, b) => a - b);
    },

    /** The version of one document this view sees, if any. */
    async read(key: DocumentKey, view: ContentView): Promise<ContentDocumentRow | undefined> {
      const vis = visibility(view, now());
      const [row] = await runner
        .select()
        .from(t)
        .where(and(byKey(key), vis.where))
        .orderBy(...vis.order)
        .limit(1);
      return row;
    },

    /** The newest version, draft or published: what the editor opens. */
    async newest(key: DocumentKey): Promise<ContentDocumentRow | undefined> {
      const [row] = await runner.select().from(t).where(byKey(key)).orderBy(desc(t.version)).limit(1);
      return row;
    },

    async version(key: DocumentKey, version: number): Promise<ContentDocumentRow | undefined> {
      const [row] = await runner
        .select()
        .from(t)
        .where(and(byKey(key), eq(t.version, version)))
        .limit(1);
      return row;
    },

    /** Every version of one document, newest first. */
    listVersions(key: DocumentKey): Promise<ContentDocumentRow[]> {
      return runner.select().from(t).where(byKey(key)).orderBy(desc(t.version));
    },

    /** The soonest scheduled publish still to come, if any. */
    async scheduledAt(key: DocumentKey): Promise<Date | null> {
      const [row] = await runner
        .select({ at: t.publishAt })
        .from(t)
        .where(and(byKey(key), eq(t.status, 'published'), gt(t.publishAt, now())))
        .orderBy(asc(t.publishAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** All documents of a docType this view sees, one version per key (e.g. the espots of a site). */
    listLive(siteId: string, docType: DocType, view: ContentView): Promise<ContentDocumentRow[]> {
      return latestPerKey([siteId], docType, view);
    },

    /** The editor's document list (see `listDocuments`). */
    list: (filter: DocumentListFilter) => listDocuments(runner, filter, now()),

    /** The editor's showcase list; fragments are global, so they are listed for every site. */
    async listForShowcase(query: ShowcaseQuery, view: ContentView): Promise<ContentDocumentRow[]> {
      const sites = query.docType === 'fragment' ? [query.siteId, GLOBAL_SITE_ID] : [query.siteId];
      const live = runner.$with('live').as(latestPerKey(sites, query.docType, view));
      return runner
        .with(live)
        .select()
        .from(live)
        .where(query.layoutVariant === undefined ? undefined : sql`${live.data}->>'layoutVariant' = ${query.layoutVariant}`)
        .orderBy(live.key)
        .limit(query.limit);
    },

    /** Pages whose visible version names `parentKey` as parent, ordered by key. */
    async children(siteId: string, parentKey: string, view: ContentView): Promise<ContentDocumentRow[]> {
      // Only keys that ever had this parent can qualify; the index on parent_key narrows the scan.
      const candidates = runner
        .select({ key: t.key })
        .from(t)
        .where(and(eq(t.siteId, siteId), eq(t.docType, 'page'), eq(t.parentKey, parentKey)));
      const live = runner.$with('live').as(latestPerKey([siteId], 'page', view, inArray(t.key, candidates)));
      return runner.with(live).select().from(live).where(eq(live.parentKey, parentKey)).orderBy(live.key);
    },

    /** The keys of the pages whose newest version sits under `parentKey` in a site. */
    async childPages(siteId: string, parentKey: string): Promise<string[]> {
      const latest = runner.$with('latest').as(
        runner
          .selectDistinctOn([t.key])
          .from(t)
          .where(
            and(
              eq(t.siteId, siteId),
              eq(t.docType, 'page'),
              inArray(
                t.key,
                runner
                  .select({ key: t.key })
                  .from(t)
                  .where(and(eq(t.siteId, siteId), eq(t.docType, 'page'), eq(t.parentKey, parentKey))),
              ),
            ),
          )
          .orderBy(t.key, desc(t.version)),
      );
      const rows = await runner.with(latest).select({ key: latest.key }).from(latest).where(eq(latest.parentKey, parentKey)).orderBy(latest.key);
      return rows.map((row) => row.key);
    },

    /** Removes every version; answers how many there were. */
    async deleteAll(key: DocumentKey): Promise<number> {
      const rows = await runner.delete(t).where(byKey(key)).returning({ version: t.version });
      return rows.length;
    },

    /** Marks the key deleted, so the demo seed does not bring it back. */
    async tombstone(key: DocumentKey, deletedBy: string): Promise<void> {
      const deletedAt = now();
      await runner
        .insert(contentTombstones)
        .values({ ...pick(key), deletedBy, deletedAt })
        .onConflictDoUpdate({ target: [contentTombstones.siteId, contentTombstones.docType, contentTombstones.key], set: { deletedBy, deletedAt } });
    },

    async clearTombstone(key: DocumentKey): Promise<void> {
      await runner
        .delete(contentTombstones)
        .where(and(eq(contentTombstones.siteId, key.siteId), eq(contentTombstones.docType, key.docType), eq(contentTombstones.key, key.key)));
    },

    /**
     * Who wrote each version, by version: the e-mail of the newest audit entry naming it (a key deleted and created
     * again has older entries for its old versions).
     */
    async authors(key: DocumentKey): Promise<Map<number, string>> {
      const rows = await runner
        .select({ version: adminAuditLog.version, email: adminAuditLog.email })
        .from(adminAuditLog)
        .where(
          and(
            eq(adminAuditLog.siteId, key.siteId),
            eq(adminAuditLog.docType, key.docType),
            eq(adminAuditLog.key, key.key),
            isNotNull(adminAuditLog.version),
            inArray(adminAuditLog.action, [...VERSION_WRITES]),
          ),
        )
        .orderBy(asc(adminAuditLog.at), asc(adminAuditLog.id));
      return new Map(rows.flatMap((row) => (row.version === null ? [] : [[row.version, row.email] as const])));
    },
  };
}

/** A key's three fields alone (a row passed as its key carries more). */
const pick = ({ siteId, docType, key }: DocumentKey): DocumentKey => ({ siteId, docType, key });

export type ContentRepository = ReturnType<typeof createContentRepository>;
