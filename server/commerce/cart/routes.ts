import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf } from '../auth/index';
import type { CartService } from './service';
import { withCartCount } from './count-cookie';

/**
 * The cart calls of spec 000 §7 at their paths. Each takes the holder's access token (`Authorization: Bearer …`,
 * 401 AUT401 without a valid one) and answers the whole cart; a cart is never cached.
 */
export const cartRoutes: FastifyPluginCallbackZod<{ auth: AuthService; carts: CartService }> = (app, { auth, carts }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /cart/v1/cart', async (request, reply) =>
    withCartCount(request, reply, await carts.create(await holderOf(auth, request), request.query.locale)),
  );

  route(app, 'GET /cart/v1/cart/:basketId', async (request, reply) =>
    withCartCount(request, reply, await carts.get(await holderOf(auth, request), request.params.basketId)),
  );

  route(app, 'POST /cart/v1/item', async (request, reply) =>
    withCartCount(request, reply, await carts.addItem(await holderOf(auth, request), request.body)),
  );

  route(app, 'PUT /cart/v1/cart/:basketId/item', async (request, reply) =>
    withCartCount(request, reply, await carts.updateItem(await holderOf(auth, request), request.params.basketId, request.body)),
  );

  route(app, 'DELETE /cart/v1/item', async (request, reply) =>
    withCartCount(request, reply, await carts.deleteItem(await holderOf(auth, request), request.body)),
  );
  done();
};
