import { SHOPPER_CHANGED_EVENT } from '../commerce/shopper-kind';
import { createFavoriteStore, READ_PAGE, type FavoriteStore } from './favorite-store';

/** The commerce calls load on the first heart that needs them: a page's first load carries none of them. */
const api = () => import('../commerce/favorites-api');

/** The browser's session cookie (script-readable, beside the HttpOnly tokens): without it there is no list to read. */
const hasSession = () => typeof document !== 'undefined' && /(?:^|;\s*)tessera_session=\d+/.test(document.cookie);

/** The hearts' one store in this browser. */
export const favoriteStore: FavoriteStore = createFavoriteStore({
  hasSession,
  read: (locale, start, count) => api().then((calls) => calls.readFavorites(locale, start, Math.min(count, READ_PAGE))),
  add: (locale, productId) => api().then((calls) => calls.addFavorite(locale, productId)),
  remove: (locale, favoriteId, itemId) => api().then((calls) => calls.removeFavorite(locale, favoriteId, itemId)),
});

// A sign-in or sign-out in this tab changes whose list the hearts show.
if (typeof window !== 'undefined') window.addEventListener(SHOPPER_CHANGED_EVENT, () => void favoriteStore.refresh());
