import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database';
import { migrationsFolder } from './migrate';

interface JournalEntry {
  readonly tag: string;
  /** The migration's time stamp, which drizzle records as `created_at` when it applies it. */
  readonly when: number;
}

let journal: readonly JournalEntry[] | undefined;
const committed = (): readonly JournalEntry[] =>
  (journal ??= (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries);

/**
 * The committed migrations the database has not applied (their tags, oldest first): none when it is up to date.
 * Drizzle applies, in order, every migration newer than the last it recorded, so that one decides. Throws when the
 * database cannot be asked.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  let last = Number.NEGATIVE_INFINITY;
  if (table?.present === true) {
    const [row] = rowsOf<{ last: string | number | null }>(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  }
  return committed()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}
