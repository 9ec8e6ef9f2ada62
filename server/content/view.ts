import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentMode } from '../../schemas';
import { contentDocuments as t } from '../db/index';

/**
 * Which versions a read may see. Publish: the newest published version live now. Preview without a
 * date: the newest version, draft or published. Preview with a date: the newest published version
 * live at that date, scheduled ones included.
 */
export interface ContentView {
  readonly mode: ContentMode;
  readonly previewDate?: Date;
}

/** The moment a published version goes live: its schedule, else when it was published. */
export const liveFrom = sql`coalesce(${t.publishAt}, ${t.publishedAt})`;

export interface Visibility {
  readonly where: SQL | undefined;
  /** Best version first. "Newest" live version = the one that went live last, so publishing an old version rolls back. */
  readonly order: readonly SQL[];
}

export function visibility(view: ContentView, now: Date): Visibility {
  if (view.mode === 'preview' && !view.previewDate) {
    return { where: undefined, order: [desc(t.version)] };
  }
  const at = view.mode === 'preview' && view.previewDate ? view.previewDate : now;
  return {
    where: and(eq(t.status, 'published'), sql`${liveFrom} <= ${at.toISOString()}::timestamptz`),
    order: [sql`${liveFrom} desc`, desc(t.version)],
  };
}
