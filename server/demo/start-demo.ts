import { type RunningServer, startServer, type StartOptions } from '../start';
import type { CatalogueProduct } from './catalogue/build-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { type GallerySeed, seedGallery } from './demo-gallery';
import { seedDemoConsumers } from './consumers';
import { seedDemoFavorites } from './demo-favorites';
import { seedDemoOrders } from './orders';
import { seedDemoEditors } from './editors';
import { seedDemoContent } from './seed';
import type { SeedDocument } from './types';

/** What a demo start seeds: content documents, and optionally the gallery, the catalogue and the demo editors. */
export interface DemoStartOptions extends Omit<StartOptions, 'seed'> {
  readonly seedDocuments: readonly SeedDocument[];
  /** Photos of the social gallery and the product summaries its widget reads; none without it. */
  readonly seedGallery?: GallerySeed;
  /** The products, their stock, prices and pictures; none without it. */
  readonly seedCatalogue?: readonly CatalogueProduct[];
  /** Create the demo editor and consumer accounts (README) if missing: the demo's known passwords, never a production store's. */
  readonly demoEditors?: boolean;
}

/** The server with the demo plugged in: after the migrations, the given demo data is inserted where it is missing. */
export function startDemoServer(options: DemoStartOptions): Promise<RunningServer> {
  const { seedDocuments, seedGallery: gallerySeed, seedCatalogue: catalogue, demoEditors, ...start } = options;
  return startServer({
    ...start,
    seed: async (db) => ({
      inserted: await seedDemoContent(db, seedDocuments),
      gallery: gallerySeed ? await seedGallery(db, gallerySeed) : undefined,
      products: catalogue ? await seedCatalogue(db, catalogue) : undefined,
      editors: demoEditors ? await seedDemoEditors(db) : undefined,
      consumers: demoEditors ? await seedDemoConsumers(db) : undefined,
      orders: demoEditors && catalogue ? await seedDemoOrders(db, catalogue) : undefined,
      favorites: demoEditors && catalogue ? await seedDemoFavorites(db) : undefined,
    }),
  });
}
