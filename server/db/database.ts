import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createQueryTiming, type QueryTiming } from './query-timing';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One drizzle type over PGlite and node-postgres, so every query is written once. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

const timings = new WeakMap<Database, QueryTiming>();

/** The timing of a database `openDatabase` opened; undefined for any other drizzle handle. */
/** The rows of a raw `db.execute(sql…)`: both drivers answer an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const queryTimingOf = (db: Database): QueryTiming | undefined => timings.get(db);

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
    // Every statement passes through the pool's clients (pooled queries and transactions alike): timed there, once.
    const timing = createQueryTiming('pg', () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    class TimedClient extends pg.Client {}
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a prototype's method, called with each client as `this`
    TimedClient.prototype.query = timing.timed(pg.Client.prototype.query);
    const pool: pg.Pool = new pg.Pool({
      Client: TimedClient,
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
      throw new Error(`cannot reach PostgreSQL at ${describeUrl(options.databaseUrl)} within ${connectTimeout / 1000} s: ${reason}`, {
        cause: error,
      });
    }
    let closed = false;
    const db = drizzlePg({ client: pool, schema });
    timings.set(db, timing.timing);
    return {
      driver: 'pg',
      db,
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
    // pg_trgm for search (migration 0009), as the PostgreSQL server has it in its contrib.
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    await unlock();
    throw error;
  }
  // One connection in this process: its statements and those of its transactions are timed.
  const timing = createQueryTiming('pglite', () => undefined);
  const opened = client;
  opened.query = timing.timed(opened.query.bind(opened));
  opened.exec = timing.timed(opened.exec.bind(opened));
  const transaction = opened.transaction.bind(opened);
  opened.transaction = (callback) =>
    transaction((tx) =>
      callback(Object.assign(Object.create(tx) as typeof tx, { query: timing.timed(tx.query.bind(tx)), exec: timing.timed(tx.exec.bind(tx)) })),
    );
  const db = drizzlePglite({ client, schema });
  timings.set(db, timing.timing);
  return {
    driver: 'pglite',
    db,
    client,
    close: async () => {
      if (!client.closed) await client.close();
      await unlock();
    },
    isClosed: () => client.closed,
  };
}
