import { and, asc, desc, eq } from 'drizzle-orm';
import { consumersRepository } from '../commerce/accounts/index';
import { favoritesRepository } from '../commerce/wishlists/favorites-repository';
import { catalogProducts, type Database, favoriteLists } from '../db/index';
import { demoConsumers } from './consumers';

/** How many of the brand's best sellers a demo consumer has favourited. */
const DEMO_FAVORITES = 3;

/**
 * The regular demo consumers' favourites on their site: the brand's most popular products, so the heart, the
 * favourites page and the sign-in merge have something to show. Only for a demo account that has no list there yet
 * (one emptied by hand stays empty), and only once the catalogue is in: the accounts may come first
 * (`users:add --demo`), their favourites at the demo store's next start.
 * @returns how many lists it filled.
 */
export async function seedDemoFavorites(db: Database): Promise<number> {
  const consumers = consumersRepository(db);
  let filled = 0;
  for (const demo of demoConsumers.filter((consumer) => consumer.consumerType === 'REGULAR')) {
    const consumer = await consumers.byEmail(demo.email);
    if (!consumer) continue;
    const [list] = await db
      .select({ id: favoriteLists.id })
      .from(favoriteLists)
      .where(and(eq(favoriteLists.holderId, consumer.id), eq(favoriteLists.siteId, demo.siteId)))
      .limit(1);
    if (!list && (await favouriteBestSellers(db, consumer.id, demo.siteId))) filled++;
  }
  return filled;
}

/** Fills a new list with the brand's best sellers; false while the catalogue holds none of them. */
async function favouriteBestSellers(db: Database, holderId: string, siteId: string): Promise<boolean> {
  const brandId = siteId.split('-')[0] ?? '';
  const products = await db
    .select({ masterId: catalogProducts.masterId })
    .from(catalogProducts)
    .where(eq(catalogProducts.brandId, brandId))
    .orderBy(desc(catalogProducts.popularity), asc(catalogProducts.masterId))
    .limit(DEMO_FAVORITES);
  if (products.length === 0) return false;
  const repository = favoritesRepository(db);
  await db.transaction(async (tx) => {
    const list = await repository.listOrCreate(tx, holderId, siteId);
    for (const product of products) await repository.add(tx, list.id, product.masterId, 1);
  });
  return true;
}
