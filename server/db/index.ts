export { openDatabase, DEFAULT_DATA_DIR } from './database';
export type { Database, DatabaseHandle, OpenDatabaseOptions, Schema } from './database';
export { migrateDatabase } from './migrate';
export { seedDemoContent } from './seed/seed';
export type { SeedDocument } from './seed/types';
export * from './schema/index';
export { seedGallery } from './seed/demo-gallery';
export type { GallerySeed } from './seed/demo-gallery';
