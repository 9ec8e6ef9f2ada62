import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { contentDocuments } from '../db/index';
import type { ContentView } from './view';

/** The versions table, or an alias of it. */
interface Versions {
  readonly status: AnyColumn;
  readonly version: AnyColumn;
  readonly publishAt: AnyColumn;
  readonly publishedAt: AnyColumn;
}

/** The moment a published version goes live: its schedule, else when it was published. */
export const liveFrom = (table: Versions = contentDocuments): SQL => sql`coalesce(${table.publishAt}, ${table.publishedAt})`;

export interface Visibility {
  readonly where: SQL | undefined;
  /** Best version first. "Newest" live version = the one that went live last, so publishing an old version rolls back. */
  readonly order: readonly SQL[];
}

/** A view as SQL over the versions table (or an alias of it), at `now`. */
export function visibility(view: ContentView, now: Date, table: Versions = contentDocuments): Visibility {
  if (view.mode === 'preview' && !view.previewDate) {
    return { where: undefined, order: [desc(table.version)] };
  }
  const at = view.mode === 'preview' && view.previewDate ? view.previewDate : now;
  return {
    where: and(eq(table.status, 'published'), sql`${liveFrom(table)} <= ${at.toISOString()}::timestamptz`),
    order: [sql`${liveFrom(table)} desc`, desc(table.version)],
  };
}
