import { asc, desc, eq } from 'drizzle-orm';
import { favoritesRepository } from '../commerce/wishlists/favorites-repository';
import { catalogProducts, type Database } from '../db/index';

/** How many of the brand's best sellers a demo consumer has favourited. */
const DEMO_FAVORITES = 3;

/**
 * A demo consumer's favourites on their site: the brand's most popular products, so the heart, the favourites page
 * and the sign-in merge have something to show. Only for an account the demo seed just made (never in production).
 */
export async function seedDemoFavorites(db: Database, holderId: string, siteId: string): Promise<void> {
  const brandId = siteId.split('-')[0] ?? '';
  const products = await db
    .select({ masterId: catalogProducts.masterId })
    .from(catalogProducts)
    .where(eq(catalogProducts.brandId, brandId))
    .orderBy(desc(catalogProducts.popularity), asc(catalogProducts.masterId))
    .limit(DEMO_FAVORITES);
  if (products.length === 0) return;
  const repository = favoritesRepository(db);
  await db.transaction(async (tx) => {
    const list = await repository.listOrCreate(tx, holderId, siteId);
    for (const product of products) await repository.add(tx, list.id, product.masterId, 1);
  });
}
