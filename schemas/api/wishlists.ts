import { z } from 'zod';
import { DEFAULT_MAX_QTY } from '../constants';
import { text } from '../text';
import { cartItemSchema, cartSchema } from './cart';
import { masterIdSchema } from './social-gallery';

/*
 * Favourites and saved for later (spec 001 §7 Wishlists, spec 000 §3 "Saved for later", §7 Cart): a holder's list
 * of products per site, and the cart lines they put aside. Amounts in the currency's minor unit, as the cart's.
 */

const localeSchema = text().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us');
const listIdSchema = text().regex(/^[a-z0-9]{20,40}$/, 'must be a list id');
const itemIdSchema = text().regex(/^[a-z0-9]{20,40}$/, 'must be an item id');

/** The most a page of favourites holds; the default page (spec 000 §9: "page sizes come from configuration"). */
export const FAVORITES_PAGE_MAX = 100;
export const FAVORITES_PAGE_DEFAULT = 24;
/** The most products one favourites list holds: a list that long is a catalogue, not a wish. */
export const FAVORITES_MAX = 500;

/** One product in favourites, as the shopper sees it on the list's site today. */
export const favoriteItemSchema = z.object({
  itemId: text(),
  /** The product's master id (spec: "Adding a favorite sends id"). */
  id: text(),
  itemType: z.literal('product'),
  qty: z.number().int(),
  name: text(),
  url: text(),
  image: z.object({ url: text(), alt: text() }),
  price: z.object({ current: z.number().int(), original: z.number().int(), currency: text() }),
  /** False when no size is in stock, or the site no longer sells it. */
  available: z.boolean(),
  addedAt: text(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** `GET /wishlists/v2/favorites`: one page of the holder's favourites on the locale's site. */
export const favoritesSchema = z.object({
  /** Null until the holder favourites something on this site. */
  favoriteId: text().nullable(),
  items: z.array(favoriteItemSchema),
  /** Items in the whole list. */
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  /** Whether the list can be read at its share link. */
  shared: z.boolean(),
});
export type Favorites = z.infer<typeof favoritesSchema>;

const pageNumber = (min: number, max: number) => z.coerce.number().int('must be a whole number').min(min).max(max);

export const favoritesQuerySchema = z.object({
  locale: localeSchema,
  start: pageNumber(0, FAVORITES_MAX).default(0),
  count: pageNumber(1, FAVORITES_PAGE_MAX).default(FAVORITES_PAGE_DEFAULT),
});

/** `POST /wishlists/v2/favorites` (spec 001 §7: id, qty, itemType product, favoriteId). */
export const addFavoriteBodySchema = z.object({
  id: masterIdSchema,
  qty: z.number().int().min(1).max(DEFAULT_MAX_QTY).default(1),
  itemType: z.literal('product').default('product'),
  /** The list to add to; without it, the holder's list on the site of `locale` (made if there is none). */
  favoriteId: listIdSchema.optional(),
  locale: localeSchema,
});

export const favoriteItemParamsSchema = z.object({ favoriteId: listIdSchema, itemId: itemIdSchema });
export const favoriteListParamsSchema = z.object({ favoriteId: listIdSchema });
export const localeQuerySchema = z.object({ locale: localeSchema });

/** `POST /wishlists/v2/favorites/{favoriteId}/share`: the link anyone may read the list at. */
export const shareAnswerSchema = z.object({ favoriteId: text(), shareUrl: text() });

/** Saved for later (spec 000 §3: saveForLaterId, items with itemId, qty, pageUrl, available): cart lines put aside. */
export const saveForLaterSchema = z.object({
  /** Null until the holder puts a line aside on this site. */
  saveForLaterId: text().nullable(),
  items: z.array(cartItemSchema),
  total: z.number().int(),
});
export type SaveForLater = z.infer<typeof saveForLaterSchema>;

/** `POST /cart/v2/cart/{basketId}/saveForLater`: a cart line put aside. */
export const saveForLaterBodySchema = z.object({ itemId: itemIdSchema });
/** `PUT /cart/v2/saveForLater`: a saved line back into the holder's open cart on its site. */
export const moveToCartBodySchema = z.object({ saveForLaterId: listIdSchema, itemId: itemIdSchema });
export const saveForLaterItemParamsSchema = z.object({ saveForlaterId: listIdSchema, itemId: itemIdSchema });

/** A move between the cart and saved for later answers both, as the cart page shows both. */
export const cartAndSavedSchema = z.object({ cart: cartSchema, saveForLater: saveForLaterSchema });
