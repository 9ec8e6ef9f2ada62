import type { CallAnswer } from '../../schemas';
import { createTypedClient, fetchTransport } from '../../runtime/core';
import { commerce } from './http';

export type FavoritesPage = CallAnswer<'GET /wishlists/v2/favorites'>;
export type CartAndSaved = CallAnswer<'PUT /cart/v2/saveForLater'>;
export type SavedLines = CallAnswer<'GET /wishlists/v2/saveForLater'>;

/** A shared list is read without a token: opening someone's link makes no session. */
const anonymous = createTypedClient({ transport: fetchTransport() });

/** One page of the holder's favourites on the site of `locale` (spec 001 §7). */
export const readFavorites = (locale: string, start = 0, count?: number): Promise<FavoritesPage> =>
  commerce.call('GET /wishlists/v2/favorites', { query: { locale, start, ...(count === undefined ? {} : { count }) } });

/** Favourites a product (its master id); answers the list's first page. */
export const addFavorite = (locale: string, id: string): Promise<FavoritesPage> =>
  commerce.call('POST /wishlists/v2/favorites', { body: { locale, id, qty: 1, itemType: 'product' } });

export const removeFavorite = (locale: string, favoriteId: string, itemId: string): Promise<FavoritesPage> =>
  commerce.call('DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', { params: { favoriteId, itemId }, query: { locale } });

export const shareFavorites = (locale: string, favoriteId: string) =>
  commerce.call('POST /wishlists/v2/favorites/:favoriteId/share', { params: { favoriteId }, query: { locale } });

export const readSharedFavorites = (locale: string, favoriteId: string): Promise<FavoritesPage> =>
  anonymous.call('GET /wishlists/v2/favorites/:favoriteId/share', { params: { favoriteId }, query: { locale } });

/** The holder's saved-for-later lines on the site of `locale`. */
export const readSaved = (locale: string): Promise<SavedLines> => commerce.call('GET /wishlists/v2/saveForLater', { query: { locale } });

/** A cart line put aside: answers the cart and the saved lines. */
export const saveForLater = (basketId: string, itemId: string): Promise<CartAndSaved> =>
  commerce.call('POST /cart/v2/cart/:basketId/saveForLater', { params: { basketId }, body: { itemId } });

/** A saved line back into the open cart (409 INV700 when it sold out: it stays saved). */
export const moveToBag = (saveForLaterId: string, itemId: string): Promise<CartAndSaved> =>
  commerce.call('PUT /cart/v2/saveForLater', { body: { saveForLaterId, itemId } });

export const removeSaved = (saveForlaterId: string, itemId: string): Promise<SavedLines> =>
  commerce.call('DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId', { params: { saveForlaterId, itemId } });
