import { and, asc, count, desc, eq, gt, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocType } from '../../schemas';
import { contentDocuments as t, type ContentDocumentRow } from '../db/index';
import type { Runner } from './runner';
import { PUBLISHED } from './view';
import { visibility } from './visibility';

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
  /** The newest version's `seo.description`, if it has a text one. */
  readonly seoDescription: string | null;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The editor's list: one page of documents, each as its newest version, matching the filter (`q`: name or key, any
 * case), with the scheduled publish, the live version and the meta description beside each, and the number that match in all.
 */
export async function listDocuments(runner: Runner, filter: DocumentListFilter, now: Date): Promise<{ rows: DocumentListRow[]; total: number }> {
  const where = and(filter.siteIds ? inArray(t.siteId, [...filter.siteIds]) : undefined, filter.docType ? eq(t.docType, filter.docType) : undefined);
  const latest = runner
    .$with('latest')
    .as(runner.selectDistinctOn([t.siteId, t.docType, t.key]).from(t).where(where).orderBy(t.siteId, t.docType, t.key, desc(t.version)));
  const pattern = filter.q ? `%${likeEscape(filter.q)}%` : undefined;
  const matches = pattern ? or(ilike(latest.name, pattern), ilike(latest.key, pattern)) : undefined;
  // The document's other versions, for the scheduled publish and the live version beside each entry.
  const s = alias(t, 's');
  const sameKey = and(eq(s.siteId, latest.siteId), eq(s.docType, latest.docType), eq(s.key, latest.key));
  const scheduled = runner
    .select({ at: min(s.publishAt) })
    .from(s)
    .where(and(sameKey, eq(s.status, 'published'), gt(s.publishAt, now)));
  const vis = visibility(PUBLISHED, now, s);
  const live = runner
    .select({ version: s.version })
    .from(s)
    .where(and(sameKey, vis.where))
    .orderBy(...vis.order)
    .limit(1);
  const order: SQL[] =
    filter.sort === 'name'
      ? [sql`lower(${latest.name})`, asc(latest.key), asc(latest.siteId)]
      : [desc(latest.createdAt), asc(latest.key), asc(latest.siteId)];
  const [rows, [counted]] = await Promise.all([
    runner
      .with(latest)
      .select({
        row: {
          id: latest.id,
          siteId: latest.siteId,
          docType: latest.docType,
          key: latest.key,
          parentKey: latest.parentKey,
          name: latest.name,
          version: latest.version,
          status: latest.status,
          publishAt: latest.publishAt,
          publishedAt: latest.publishedAt,
          createdAt: latest.createdAt,
        },
        scheduledAt: sql<Date | null>`(${scheduled})`.mapWith(s.publishAt),
        liveVersion: sql<number | null>`(${live})`.mapWith(s.version),
        seoDescription: sql<string | null>`(${latest.data} -> 'seo' ->> 'description')`,
      })
      .from(latest)
      .where(matches)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    runner.with(latest).select({ total: count() }).from(latest).where(matches),
  ]);
  return {
    rows: rows.map((entry) => ({
      row: entry.row,
      scheduledAt: entry.scheduledAt,
      liveVersion: entry.liveVersion,
      seoDescription: entry.seoDescription,
    })),
    total: counted?.total ?? 0,
  };
}
