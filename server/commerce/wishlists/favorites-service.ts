import type { FavoriteItem, Favorites } from '../../../schemas';
import { FAVORITES_MAX } from '../../../schemas';
import { productPagePath, siteForLocale, type Site } from '../../../runtime/core';
import { and, eq } from 'drizzle-orm';
import { catalogProducts, type Database } from '../../db/index';
import { ApiError } from '../../http/api-error';
import type { Transaction } from '../../platform/index';
import type { TokenHolder } from '../auth/index';
import { picturePath, sizedPicture } from '../catalog/pictures';
import { listErrors } from './errors';
import { favoritesRepository, type FavoriteListRow, type FavoriteRow } from './favorites-repository';

/** Where a shared list is read: the favourites page under the list's id. */
export const sharedListPath = (locale: string, favoriteId: string): string => `/${locale}/favorites/${favoriteId}`;

/**
 * Favourites (spec 001 §7 Wishlists): a holder's products on a site, guest or signed in. Each item is answered as the
 * site sells it today (name, picture, lowest price over its colours, whether any size is in stock); a product the
 * site stopped selling stays in the list, unavailable, until the shopper takes it out.
 */
export function createFavoritesService(db: Database, repository = favoritesRepository(db)) {
  const siteOf = (locale: string, field = 'query.locale'): Site => {
    const site = siteForLocale(locale);
    if (!site) throw ApiError.badRequest(`${field}: unknown locale "${locale}"`, field);
    return site;
  };

  const item = (row: FavoriteRow, site: Site): FavoriteItem => {
    const current = row.current ?? 0;
    const colour = row.colourCode ?? undefined;
    return {
      itemId: row.itemId,
      id: row.masterId,
      itemType: 'product',
      qty: row.qty,
      name: row.name ?? row.masterId,
      url: productPagePath(site.locale.locale, row.slug ?? row.masterId.toLowerCase(), row.masterId, colour),
      image: { url: sizedPicture(picturePath(row.images, row.masterId, colour ?? '', 'main'), 600), alt: row.name ?? '' },
      price: { current, original: row.original ?? current, currency: site.locale.currency },
      available: row.name !== null && row.current !== null && (row.stock ?? 0) > 0,
      addedAt: row.createdAt.toISOString(),
    };
  };

  async function answer(list: FavoriteListRow | undefined, site: Site, start = 0, count = FAVORITES_MAX): Promise<Favorites> {
    if (!list) return { favoriteId: null, items: [], total: 0, start, count, shared: false };
    const [rows, total] = await Promise.all([
      repository.page(list, site.locale.language, site.locale.currency, start, count),
      repository.size(db, list.id),
    ]);
    return { favoriteId: list.id, items: rows.map((row) => item(row, site)), total, start, count, shared: list.sharedAt !== null };
  }

  /** The holder's list named by `id` on the locale's site; 404 for another holder's or another site's. */
  async function owned(holder: TokenHolder, id: string, site: Site): Promise<FavoriteListRow> {
    const list = await repository.byId(id);
    if (!list || list.holderId !== holder.holderId || list.siteId !== site.siteId) throw listErrors.listNotFound(id);
    return list;
  }

  return {
    async get(holder: TokenHolder, query: { locale: string; start: number; count: number }): Promise<Favorites> {
      const site = siteOf(query.locale);
      return answer(await repository.listOf(holder.holderId, site.siteId), site, query.start, query.count);
    },

    /** Favourites a product the site sells (again: no change); the list is made with the first. Answers the first page. */
    async add(holder: TokenHolder, body: { id: string; qty: number; favoriteId?: string | undefined; locale: string }): Promise<Favorites> {
      const site = siteOf(body.locale, 'body.locale');
      const [product] = await db
        .select({ masterId: catalogProducts.masterId })
        .from(catalogProducts)
        .where(and(eq(catalogProducts.masterId, body.id), eq(catalogProducts.brandId, site.brand.id)));
      if (!product) throw listErrors.notSold(body.id);
      if (body.favoriteId !== undefined) await owned(holder, body.favoriteId, site);
      const list = await db.transaction(async (tx) => {
        const own = await repository.listOrCreate(tx, holder.holderId, site.siteId);
        if ((await repository.size(tx, own.id)) >= FAVORITES_MAX) throw listErrors.full(FAVORITES_MAX);
        await repository.add(tx, own.id, body.id, body.qty);
        return own;
      });
      return answer(list, site, 0, FAVORITES_MAX);
    },

    async remove(holder: TokenHolder, favoriteId: string, itemId: string, locale: string): Promise<Favorites> {
      const site = siteOf(locale);
      const list = await owned(holder, favoriteId, site);
      if (!(await repository.remove(list.id, itemId))) throw listErrors.itemNotFound(itemId);
      return answer(list, site, 0, FAVORITES_MAX);
    },

    /** Makes the list readable at its link (again: the same link). */
    async share(holder: TokenHolder, favoriteId: string, locale: string): Promise<{ favoriteId: string; shareUrl: string }> {
      const site = siteOf(locale);
      const list = await owned(holder, favoriteId, site);
      await repository.share(list.id);
      return { favoriteId: list.id, shareUrl: sharedListPath(site.locale.locale, list.id) };
    },

    /** A shared list, read by anyone with its link, on its own site; an unshared one is not found. */
    async shared(favoriteId: string, locale: string): Promise<Favorites> {
      const site = siteOf(locale);
      const list = await repository.byId(favoriteId);
      if (!list || list.sharedAt === null || list.siteId !== site.siteId) throw listErrors.listNotFound(favoriteId);
      return answer(list, site, 0, FAVORITES_MAX);
    },

    /** A guest's lists joined to the account's at sign-in, in its transaction (see `favoritesRepository().merge`). */
    merge: (tx: Transaction, fromHolderId: string, toHolderId: string): Promise<number> => repository.merge(tx, fromHolderId, toHolderId),
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
