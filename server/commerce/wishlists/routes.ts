import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf } from '../auth/index';
import { withCartCount } from '../cart/count-cookie';
import type { FavoritesService } from './favorites-service';
import type { SaveForLaterService } from './save-for-later';

/**
 * Favourites and saved for later at the spec's paths (spec 001 §7 Wishlists, spec 000 §7 Cart). Each takes the
 * holder's access token, guest or signed in; a shared list is read without one. Nothing here is cached by anyone
 * but its reader.
 */
export const wishlistRoutes: FastifyPluginCallbackZod<{ auth: AuthService; favorites: FavoritesService; saved: SaveForLaterService }> = (
  app,
  { auth, favorites, saved },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'GET /wishlists/v2/favorites', async (request) => favorites.get(await holderOf(auth, request), request.query));
  route(app, 'POST /wishlists/v2/favorites', async (request) => favorites.add(await holderOf(auth, request), request.body));
  route(app, 'DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', async (request) =>
    favorites.remove(await holderOf(auth, request), request.params.favoriteId, request.params.itemId, request.query.locale),
  );
  route(app, 'POST /wishlists/v2/favorites/:favoriteId/share', async (request) =>
    favorites.share(await holderOf(auth, request), request.params.favoriteId, request.query.locale),
  );
  route(app, 'GET /wishlists/v2/favorites/:favoriteId/share', async (request, reply) => {
    // Read by anyone with the link, but it changes whenever its holder does: a shared cache may keep it a minute.
    void reply.header('cache-control', 'public, max-age=60');
    return favorites.shared(request.params.favoriteId, request.query.locale);
  });

  route(app, 'GET /wishlists/v2/saveForLater', async (request) => saved.get(await holderOf(auth, request), request.query.locale));
  route(app, 'POST /cart/v2/cart/:basketId/saveForLater', async (request, reply) => {
    const moved = await saved.save(await holderOf(auth, request), request.params.basketId, request.body.itemId);
    withCartCount(request, reply, moved.cart);
    return moved;
  });
  route(app, 'PUT /cart/v2/saveForLater', async (request, reply) => {
    const moved = await saved.moveToCart(await holderOf(auth, request), request.body.saveForLaterId, request.body.itemId);
    withCartCount(request, reply, moved.cart);
    return moved;
  });
  route(app, 'DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId', async (request) =>
    saved.remove(await holderOf(auth, request), request.params.saveForlaterId, request.params.itemId),
  );
  done();
};
