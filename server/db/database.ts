import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
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
  /** How long connecting to PostgreSQL may take, handshake included (default 5 s). */
  readonly connectTimeoutMs?: number;
  /** How long one SQL statement may run on PostgreSQL before the server cancels it (default 15 s). */
  readonly statementTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** `host:port/database` of a connection string, without credentials, for messages. */
const describeUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
};

export const DEFAULT_DATA_DIR = '.data/pglite';

/**
 * Opens PGlite (embedded, in `dataDir`) or, with a `databaseUrl`, a PostgreSQL pool.
 * @example const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data/pglite' });
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: connectTimeout,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // A server that stops answering mid-query must not hold a request forever either.
      query_timeout: (options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) + connectTimeout,
    });
    pool.on('error', options.onPoolError ?? (() => undefined));
    // Fail start-up now, with a message, rather than on the first request (or never, against a silent server).
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot reach PostgreSQL at ${describeUrl(options.databaseUrl)} within ${connectTimeout / 1000} s: ${reason}`, { cause: error });
    }
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
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // PGlite serves one process: a second server on the folder refuses to start instead of losing writes.
  const unlock = inMemory ? () => Promise.resolve() : await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: async () => {
      if (!client.closed) await client.close();
      await unlock();
    },
    isClosed: () => client.closed,
  };
}
