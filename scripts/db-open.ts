import { join } from 'node:path';
import type { Config } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/index';

/** The server's database: DATABASE_URL, else the embedded one in DATA_DIR (default `.data`). */
export const openConfiguredDatabase = (config: Config): Promise<DatabaseHandle> =>
  openDatabase({
    // NB: two connections at least: migrating holds one for its lock while it runs the migrations on another.
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, maxConnections: 2 } : {}),
    dataDir: join(config.DATA_DIR, 'pglite'),
  });
