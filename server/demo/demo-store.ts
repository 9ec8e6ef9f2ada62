import type { Database } from '../db/database';
import { demoCatalogue } from './catalogue/build-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { demoDocuments } from './demo-content';
import { demoGallerySeed, seedGallery } from './demo-gallery';
import { seedDemoConsumers } from './consumers';
import { seedDemoFavorites } from './demo-favorites';
import { seedDemoEditors } from './editors';
import { seedDemoOrders } from './orders';
import { seedDemoContent } from './seed';
import { seedDemoAssociate, seedDemoStores } from './stores';

/** What one seeding of the demo inserted (each part is idempotent: a second run inserts nothing). */
export interface DemoSeedResult {
  readonly documents: number;
  readonly gallery: { readonly photos: number; readonly products: number };
  readonly products: number;
  /** The demo editor accounts created, when asked for. */
  readonly editors?: readonly string[];
  /** The demo consumer accounts created, with the editors' (the same known passwords: never in production). */
  readonly consumers?: readonly string[];
  /** The demo consumers' past orders placed (only for a demo account with none yet). */
  readonly orders: number;
  /** The demo consumers' favourites lists filled (only for a demo account with none yet). */
  readonly favorites: number;
  /** The brands' shops inserted (their associates with them). */
  readonly stores: number;
}

/**
 * The demo store, whole: its brands' content, catalogue (with the stored references of its drawn pictures), social
 * gallery and, when asked, its editor and consumer accounts (known passwords: README). Loaded only when `DEMO=true` (`npm start`) or by
 * `npm run db:seed -- --demo`; production code never imports this folder.
 */
export async function seedDemoStore(db: Database, options: { readonly editors?: boolean } = {}): Promise<DemoSeedResult> {
  const documents = await seedDemoContent(db, demoDocuments());
  const gallery = await seedGallery(db, demoGallerySeed());
  const catalogue = demoCatalogue();
  const products = await seedCatalogue(db, catalogue);
  const editors = options.editors ? await seedDemoEditors(db) : undefined;
  const consumers = options.editors ? [...(await seedDemoConsumers(db)), ...(await seedDemoAssociate(db))] : undefined;
  // The demo consumers' orders and favourites whenever their accounts exist: made here outside production, or by
  // `users:add --demo` (which `npm start` runs, as for the editors) before a first start had a catalogue.
  const orders = await seedDemoOrders(db, catalogue);
  const favorites = await seedDemoFavorites(db);
  const stores = await seedDemoStores(db);
  return {
    documents,
    gallery,
    products,
    ...(editors ? { editors } : {}),
    ...(consumers ? { consumers } : {}),
    orders,
    favorites,
    stores,
  };
}
