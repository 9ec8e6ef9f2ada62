import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../../server/db/index';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every test file runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
export const databaseKinds: readonly { kind: DatabaseKind; skip: boolean }[] = [
  { kind: 'pglite', skip: false },
  { kind: 'postgres', skip: !process.env.DATABASE_URL },
];

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** Closes the handle (if still open) and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database: in-memory PGlite (or in `dataDir`), or a uniquely named PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind, options: { dataDir?: string; migrate?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: options.dataDir ?? 'memory://' });
    if (options.migrate !== false) await migrateDatabase(handle);
    return { handle, dispose: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 4 });
  if (options.migrate !== false) await migrateDatabase(handle);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A PostgreSQL database URL made for one test (start-up tests open the database themselves). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
