export { openDatabase, queryTimingOf, rowsOf, DEFAULT_DATA_DIR } from './database';
export type { Database, DatabaseHandle, OpenDatabaseOptions, Schema } from './database';
export { migrateDatabase } from './migrate';
export { pendingMigrations } from './migration-status';

export type { PoolState, QueryListener, QueryTiming } from './query-timing';
export * from './schema/index';
