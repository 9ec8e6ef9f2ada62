import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One drizzle type over PGlite and node-postgres, so every query is written once. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database and how to close it. `driver` picks the matching migrator. */
export type DatabaseHandle =
  | { readonly driver: 'pglite'; readonly db: Database; readonly client: PGlite; close(): Promise<void>; isClosed(): boolean }
  | { readonly driver: 'pg'; readonly db: Database; readonly client: pg.Pool; close(): Promise<void>; isClosed(): boolean };

export interface OpenDatabaseOptions {
  /** `postgres://…`: use a PostgreSQL server through a pg Pool. */
  readonly databaseUrl?: string;
  /** PGlite's data directory when there is no `databaseUrl`; `memory://` keeps it in memory. */
  readonly dataDir?: string;
  /** Pool size for PostgreSQL. */
  readonly maxConnections?: number;
  /** Where an idle pool client's error goes (a dropped connection must not crash the process). */
  readonly onPoolError?: (error: Error) => void;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

/**
 * Opens PGlite (embedded, in `dataDir`) or, with a `databaseUrl`, a PostgreSQL pool.
 * @example const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data/pglite' });
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    pool.on('error', options.onPoolError ?? (() => undefined));
    let closed = false;
    return {
      driver: 'pg',
      db: drizzlePg({ client: pool, schema }),
      client: pool,
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
      isClosed: () => closed,
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    isClosed: () => client.closed,
  };
}
