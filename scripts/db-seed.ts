import { ConfigError, readConfig } from '../server/config';
import { migrateDatabase } from '../server/db/index';
import { seedDemoStore } from '../server/demo/index';
import { openConfiguredDatabase } from './db-open';

const USAGE = `Usage: npm run db:seed -- --demo

Migrates the configured database and inserts the demo store where it is missing: both brands' content, catalogue
and social gallery (and, outside NODE_ENV=production, the demo editor and consumer accounts). Running it again inserts nothing.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default .data).`;

/** A mistake in how the script was called: its message is shown with the usage. */
export class DbSeedUsageError extends Error {
  override readonly name = 'DbSeedUsageError';
}

/** `npm run db:seed -- --demo`: the demo store, into the configured database; answers what it inserted. */
export async function runDbSeed(args: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<string> {
  if (args.length !== 1 || args[0] !== '--demo')
    throw new DbSeedUsageError(args.length === 0 ? 'say what to seed: --demo' : `unknown arguments: ${args.join(' ')}`);
  const config = readConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const seeded = await seedDemoStore(database.db, { editors: config.NODE_ENV !== 'production' });
    return (
      `Demo store seeded: ${seeded.documents} documents, ${seeded.products} products, ${seeded.gallery.photos} gallery photos` +
      `${seeded.editors ? `, ${seeded.editors.length} editor accounts` : ''}` +
      `${seeded.consumers ? `, ${seeded.consumers.length} consumer accounts` : ''}, ${seeded.stores} stores` +
      ' inserted (what was there already is left as it is).'
    );
  } finally {
    await database.close();
  }
}

if (/db-seed\.[jt]s$/.test(process.argv[1] ?? '')) {
  try {
    process.stdout.write(`${await runDbSeed(process.argv.slice(2), process.env)}\n`);
  } catch (error) {
    if (error instanceof DbSeedUsageError) process.stderr.write(`db:seed: ${error.message}\n\n${USAGE}\n`);
    else process.stderr.write(`db:seed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof DbSeedUsageError ? 2 : 1;
  }
}
