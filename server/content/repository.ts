import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DocType } from '../../schemas';
import { contentDocuments as t, type ContentDocumentRow, type Database } from '../db/index';
import { GLOBAL_SITE_ID, type DocumentKey } from './document-keys';
import { visibility, type ContentView } from './view';

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

const byKey = ({ siteId, docType, key }: DocumentKey) =>
  and(eq(t.siteId, siteId), eq(t.docType, docType), eq(t.key, key));

/**
 * Versioned content documents. Every save is a new row; publish marks one version live (now or at a
 * date); reads pick the version a view may see (see `ContentView`).
 */
export function createContentRepository(db: Database, now: () => Date = () => new Date()) {
  /** The visible version of each key of a docType in a site (or in several sites, for fragments). */
  const latestPerKey = (siteIds: readonly string[], docType: DocType, view: ContentView, extra?: ReturnType<typeof and>) => {
    const vis = visibility(view, now());
    return db
      .selectDistinctOn([t.siteId, t.key])
      .from(t)
      .where(and(inArray(t.siteId, [...siteIds]), eq(t.docType, docType), vis.where, extra))
      .orderBy(t.siteId, t.key, ...vis.order);
  };

  return {
    /** Saves a new draft version (previous version + 1). Concurrent saves of one key queue on an advisory lock. */
    async saveDraft(input: DraftInput): Promise<ContentDocumentRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${input.siteId}\u0001${input.docType}\u0001${input.key}`}))`);
        const [latest] = await tx.select({ version: max(t.version) }).from(t).where(byKey(input));
        const [row] = await tx
          .insert(t)
          .values({
            siteId: input.siteId, docType: input.docType, key: input.key, parentKey: input.parentKey ?? null,
            name: input.name, version: (latest?.version ?? 0) + 1, status: 'draft', data: input.data,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /**
     * Publishes one version, live from `publishAt` when that lies in the future, else at once.
     * Publishing an older version again rolls back to it. Returns undefined when the version does not exist.
     */
    async publish(key: DocumentKey, version: number, publishAt?: Date | null): Promise<ContentDocumentRow | undefined> {
      const at = now();
      const [row] = await db
        .update(t)
        .set({ status: 'published', publishedAt: at, publishAt: publishAt && publishAt > at ? publishAt : null })
        .where(and(byKey(key), eq(t.version, version)))
        .returning();
      return row;
    },

    /** The version of one document this view sees, if any. */
    async read(key: DocumentKey, view: ContentView): Promise<ContentDocumentRow | undefined> {
      const vis = visibility(view, now());
      const [row] = await db.select().from(t).where(and(byKey(key), vis.where)).orderBy(...vis.order).limit(1);
      return row;
    },

    /** Every version of one document, newest first. */
    listVersions(key: DocumentKey): Promise<ContentDocumentRow[]> {
      return db.select().from(t).where(byKey(key)).orderBy(desc(t.version));
    },

    /** All documents of a docType this view sees, one version per key (e.g. the espots of a site). */
    listLive(siteId: string, docType: DocType, view: ContentView): Promise<ContentDocumentRow[]> {
      return latestPerKey([siteId], docType, view);
    },

    /** The editor's showcase list; fragments are global, so they are listed for every site. */
    async listForShowcase(query: ShowcaseQuery, view: ContentView): Promise<ContentDocumentRow[]> {
      const sites = query.docType === 'fragment' ? [query.siteId, GLOBAL_SITE_ID] : [query.siteId];
      const live = db.$with('live').as(latestPerKey(sites, query.docType, view));
      return db
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
      const candidates = db.select({ key: t.key }).from(t)
        .where(and(eq(t.siteId, siteId), eq(t.docType, 'page'), eq(t.parentKey, parentKey)));
      const live = db.$with('live').as(latestPerKey([siteId], 'page', view, inArray(t.key, candidates)));
      return db.with(live).select().from(live).where(eq(live.parentKey, parentKey)).orderBy(live.key);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
