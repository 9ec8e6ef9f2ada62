import { ConfigError, readConfig } from '../server/config';
import { migrateDatabase } from '../server/db/index';
import { openConfiguredDatabase } from './db-open';

/** `npm run db:migrate`: applies the committed migrations to the configured database, and nothing else. */
export async function runDbMigrate(env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const database = await openConfiguredDatabase(readConfig(env));
  try {
    await migrateDatabase(database);
    return `The ${database.driver === 'pglite' ? 'embedded' : 'PostgreSQL'} database is migrated.`;
  } finally {
    await database.close();
  }
}

if (/db-migrate\.[jt]s$/.test(process.argv[1] ?? '')) {
  try {
    process.stdout.write(`${await runDbMigrate(process.env)}\n`);
  } catch (error) {
    process.stderr.write(`db:migrate: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
