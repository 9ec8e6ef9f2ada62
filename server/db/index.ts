export { openDatabase, DEFAULT_DATA_DIR } from './database';
export type { Database, DatabaseHandle, OpenDatabaseOptions, Schema } from './database';
export { migrateDatabase } from './migrate';
export * from './schema/index';

