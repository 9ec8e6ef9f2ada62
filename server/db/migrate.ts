import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './database';

/** The committed SQL migrations and drizzle's journal of them (`meta/_journal.json`). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance of Tessera. */
const MIGRATION_LOCK = 7_311_042;

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock makes instances that
 * start together migrate one after another instead of racing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
}
