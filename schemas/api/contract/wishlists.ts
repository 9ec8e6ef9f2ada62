import { basketParamsSchema } from '../cart';
import {
  addFavoriteBodySchema,
  cartAndSavedSchema,
  favoriteItemParamsSchema,
  favoriteListParamsSchema,
  favoritesQuerySchema,
  favoritesSchema,
  localeQuerySchema,
  moveToCartBodySchema,
  saveForLaterBodySchema,
  saveForLaterItemParamsSchema,
  saveForLaterSchema,
  shareAnswerSchema,
} from '../wishlists';
import { operation } from './operation';

/** Favourites (spec 001 §7 Wishlists) and saved for later (spec 000 §7 Cart). */
export const wishlistsContract = {
  'GET /wishlists/v2/favorites': operation({
    summary: "A page of the holder's favourites on the locale's site",
    query: favoritesQuerySchema,
    answer: favoritesSchema,
  }),
  'POST /wishlists/v2/favorites': operation({ summary: 'Favourite a product', body: addFavoriteBodySchema, answer: favoritesSchema }),
  'DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId': operation({
    summary: 'Take a product out of favourites',
    params: favoriteItemParamsSchema,
    query: localeQuerySchema,
    answer: favoritesSchema,
  }),
  'POST /wishlists/v2/favorites/:favoriteId/share': operation({
    summary: 'Share a favourites list: anyone with its link may read it',
    params: favoriteListParamsSchema,
    query: localeQuerySchema,
    answer: shareAnswerSchema,
  }),
  'GET /wishlists/v2/favorites/:favoriteId/share': operation({
    summary: 'A shared favourites list, read-only',
    params: favoriteListParamsSchema,
    query: localeQuerySchema,
    answer: favoritesSchema,
  }),
  'GET /wishlists/v2/saveForLater': operation({
    summary: "The holder's saved-for-later lines on the locale's site",
    query: localeQuerySchema,
    answer: saveForLaterSchema,
  }),
  'POST /cart/v2/cart/:basketId/saveForLater': operation({
    summary: 'Put a cart line aside for later',
    params: basketParamsSchema,
    body: saveForLaterBodySchema,
    answer: cartAndSavedSchema,
  }),
  'PUT /cart/v2/saveForLater': operation({
    summary: 'Move a saved line back into the cart',
    body: moveToCartBodySchema,
    answer: cartAndSavedSchema,
  }),
  'DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId': operation({
    summary: 'Take a line out of saved for later',
    params: saveForLaterItemParamsSchema,
    answer: saveForLaterSchema,
  }),
} as const;
