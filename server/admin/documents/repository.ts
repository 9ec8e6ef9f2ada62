import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, min, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocType } from '../../../schemas';
import type { DocumentKey } from '../../content/index';
import {
  adminAuditLog, contentDocuments as t, contentTombstones, type ContentDocumentRow, type Database, type NewContentDocumentRow,
} from '../../db/index';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a transaction on it: every query runs on either. */
export type Runner = Database | Transaction;

const byKey = ({ siteId, docType, key }: DocumentKey, table = t) =>
  and(eq(table.siteId, siteId), eq(table.docType, docType), eq(table.key, key));

/** The moment a published version goes live: its schedule, else when it was published. */
const liveFrom = (publishAt: SQLWrapper = t.publishAt, publishedAt: SQLWrapper = t.publishedAt) => sql`coalesce(${publishAt}, ${publishedAt})`;
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

export interface DocumentListFilter {
  readonly siteIds?: readonly string[];
  readonly docType?: DocType;
  readonly q?: string;
  readonly sort: 'updated' | 'name';
  readonly limit: number;
  readonly offset: number;
}

/** A stored version without its data: what lists show. */
export type VersionHead = Omit<ContentDocumentRow, 'data'>;

/** A document's newest version, with what the list shows beside it. */
export interface DocumentListRow {
  readonly row: VersionHead;
  /** When a scheduled publish of the document goes live, if one waits. */
  readonly scheduledAt: Date | null;
  /** The version the public sees now, if any. */
  readonly liveVersion: number | null;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The admin API's queries over the versioned `content_documents` rows, the tombstones of deleted documents and the
 * audit log. Every function takes the database or a transaction (`runner`), so the service decides what is atomic.
 */
export const documentRepository = {
  /**
   * Takes the document's lock until the transaction ends: saves, publishes, restores, renames and deletes of one
   * document queue on it (the same lock the content repository's `saveDraft` takes), so a version number is read
   * and written by one writer at a time.
   */
  async lock(tx: Transaction, key: DocumentKey): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key.siteId}\u0001${key.docType}\u0001${key.key}`}))`);
  },

  async newest(runner: Runner, key: DocumentKey): Promise<ContentDocumentRow | undefined> {
    const [row] = await runner.select().from(t).where(byKey(key)).orderBy(desc(t.version)).limit(1);
    return row;
  },

  async version(runner: Runner, key: DocumentKey, version: number): Promise<ContentDocumentRow | undefined> {
    const [row] = await runner.select().from(t).where(and(byKey(key), eq(t.version, version))).limit(1);
    return row;
  },

  /** Every version, newest first. */
  versions(runner: Runner, key: DocumentKey): Promise<ContentDocumentRow[]> {
    return runner.select().from(t).where(byKey(key)).orderBy(desc(t.version));
  },

  /** The version the public sees at `now`: the published one that went live last. */
  async live(runner: Runner, key: DocumentKey, now: Date): Promise<ContentDocumentRow | undefined> {
    const [row] = await runner.select().from(t)
      .where(and(byKey(key), eq(t.status, 'published'), sql`${liveFrom()} <= ${at(now)}`))
      .orderBy(sql`${liveFrom()} desc`, desc(t.version)).limit(1);
    return row;
  },

  /** The soonest scheduled publish still to come, if any. */
  async scheduledAt(runner: Runner, key: DocumentKey, now: Date): Promise<Date | null> {
    const [row] = await runner.select({ at: t.publishAt }).from(t)
      .where(and(byKey(key), eq(t.status, 'published'), gt(t.publishAt, now))).orderBy(asc(t.publishAt)).limit(1);
    return row?.at ?? null;
  },

  /**
   * One page of documents, each as its newest version, matching the filter (`q`: name or key, any case), with the
   * number that match in all.
   */
  async list(runner: Runner, filter: DocumentListFilter, now: Date): Promise<{ rows: DocumentListRow[]; total: number }> {
    const where = and(
      filter.siteIds ? inArray(t.siteId, [...filter.siteIds]) : undefined,
      filter.docType ? eq(t.docType, filter.docType) : undefined,
    );
    const latest = runner.$with('latest').as(
      runner.selectDistinctOn([t.siteId, t.docType, t.key]).from(t).where(where).orderBy(t.siteId, t.docType, t.key, desc(t.version)),
    );
    const pattern = filter.q ? `%${likeEscape(filter.q)}%` : undefined;
    const matches = pattern ? or(ilike(latest.name, pattern), ilike(latest.key, pattern)) : undefined;
    // The document's other versions, for the scheduled publish and the live version beside each entry.
    const s = alias(t, 's');
    const published = and(eq(s.siteId, latest.siteId), eq(s.docType, latest.docType), eq(s.key, latest.key), eq(s.status, 'published'));
    const scheduled = runner.select({ at: min(s.publishAt) }).from(s).where(and(published, gt(s.publishAt, now)));
    const live = runner.select({ version: s.version }).from(s)
      .where(and(published, sql`${liveFrom(s.publishAt, s.publishedAt)} <= ${at(now)}`))
      .orderBy(sql`${liveFrom(s.publishAt, s.publishedAt)} desc`, desc(s.version)).limit(1);
    const order: SQL[] = filter.sort === 'name'
      ? [sql`lower(${latest.name})`, asc(latest.key), asc(latest.siteId)]
      : [desc(latest.createdAt), asc(latest.key), asc(latest.siteId)];
    const [rows, [counted]] = await Promise.all([
      runner.with(latest).select({
        row: {
          id: latest.id, siteId: latest.siteId, docType: latest.docType, key: latest.key, parentKey: latest.parentKey, name: latest.name,
          version: latest.version, status: latest.status, publishAt: latest.publishAt, publishedAt: latest.publishedAt, createdAt: latest.createdAt,
        },
        scheduledAt: sql<Date | null>`(${scheduled})`.mapWith(s.publishAt),
        liveVersion: sql<number | null>`(${live})`.mapWith(s.version),
      }).from(latest).where(matches).orderBy(...order).limit(filter.limit).offset(filter.offset),
      runner.with(latest).select({ total: count() }).from(latest).where(matches),
    ]);
    return {
      rows: rows.map((entry) => ({ row: entry.row, scheduledAt: entry.scheduledAt, liveVersion: entry.liveVersion })),
      total: counted?.total ?? 0,
    };
  },

  /** The keys of the pages whose newest version sits under `parentKey` in a site. */
  async childPages(runner: Runner, siteId: string, parentKey: string): Promise<string[]> {
    const latest = runner.$with('latest').as(
      runner.selectDistinctOn([t.key]).from(t)
        .where(and(eq(t.siteId, siteId), eq(t.docType, 'page'), inArray(t.key,
          runner.select({ key: t.key }).from(t).where(and(eq(t.siteId, siteId), eq(t.docType, 'page'), eq(t.parentKey, parentKey))))))
        .orderBy(t.key, desc(t.version)),
    );
    const rows = await runner.with(latest).select({ key: latest.key }).from(latest).where(eq(latest.parentKey, parentKey)).orderBy(latest.key);
    return rows.map((row) => row.key);
  },

  async insert(runner: Runner, values: NewContentDocumentRow): Promise<ContentDocumentRow> {
    const [row] = await runner.insert(t).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Publishes one version: live from `publishAt`, or at once without it. */
  async publish(runner: Runner, key: DocumentKey, version: number, publishedAt: Date, publishAt: Date | null): Promise<ContentDocumentRow | undefined> {
    const [row] = await runner.update(t).set({ status: 'published', publishedAt, publishAt })
      .where(and(byKey(key), eq(t.version, version))).returning();
    return row;
  },

  /**
   * Calls off the scheduled publishes of versions older than `version` that would go live after `from` (so they
   * cannot replace a newer publish later): they are drafts again. Answers their version numbers.
   */
  async unscheduleOlder(runner: Runner, key: DocumentKey, version: number, from: Date): Promise<number[]> {
    const rows = await runner.update(t).set({ status: 'draft', publishedAt: null, publishAt: null })
      .where(and(byKey(key), eq(t.status, 'published'), lt(t.version, version), gt(t.publishAt, from)))
      .returning({ version: t.version });
    return rows.map((row) => row.version).sort((a, b) => a - b);
  },

  /** Removes every version; answers how many there were. */
  async deleteAll(runner: Runner, key: DocumentKey): Promise<number> {
    const rows = await runner.delete(t).where(byKey(key)).returning({ version: t.version });
    return rows.length;
  },

  /** Marks the key deleted, so the demo seed does not bring it back. */
  async tombstone(runner: Runner, key: DocumentKey, deletedBy: string, now: Date): Promise<void> {
    await runner.insert(contentTombstones).values({ ...key, deletedBy, deletedAt: now })
      .onConflictDoUpdate({ target: [contentTombstones.siteId, contentTombstones.docType, contentTombstones.key], set: { deletedBy, deletedAt: now } });
  },

  async clearTombstone(runner: Runner, key: DocumentKey): Promise<void> {
    await runner.delete(contentTombstones).where(and(
      eq(contentTombstones.siteId, key.siteId), eq(contentTombstones.docType, key.docType), eq(contentTombstones.key, key.key),
    ));
  },

  /**
   * Who wrote each version, by version: the e-mail of the newest audit entry naming it (a key deleted and created
   * again has older entries for its old versions).
   */
  async authors(runner: Runner, key: DocumentKey): Promise<Map<number, string>> {
    const rows = await runner.select({ version: adminAuditLog.version, email: adminAuditLog.email }).from(adminAuditLog)
      .where(and(
        eq(adminAuditLog.siteId, key.siteId), eq(adminAuditLog.docType, key.docType), eq(adminAuditLog.key, key.key),
        isNotNull(adminAuditLog.version), inArray(adminAuditLog.action, [...VERSION_WRITES]),
      ))
      .orderBy(asc(adminAuditLog.at), asc(adminAuditLog.id));
    return new Map(rows.flatMap((row) => (row.version === null ? [] : [[row.version, row.email] as const])));
  },
};

/** The audit actions that write a new version. */
export const VERSION_WRITES = ['create', 'save', 'restore', 'duplicate', 'rename'] as const;
