import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  addItemBodySchema, basketParamsSchema, cartLocaleQuerySchema, cartSchema, deleteItemBodySchema, updateItemBodySchema,
} from '../../../schemas';
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

  app.post('/cart/v1/cart', { schema: { querystring: cartLocaleQuerySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await carts.create(await holderOf(auth, request), request.query.locale)));

  app.get('/cart/v1/cart/:basketId', { schema: { params: basketParamsSchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await carts.get(await holderOf(auth, request), request.params.basketId)));

  app.post('/cart/v1/item', { schema: { body: addItemBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await carts.addItem(await holderOf(auth, request), request.body)));

  app.put('/cart/v1/cart/:basketId/item', { schema: { params: basketParamsSchema, body: updateItemBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await carts.updateItem(await holderOf(auth, request), request.params.basketId, request.body)));

  app.delete('/cart/v1/item', { schema: { body: deleteItemBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await carts.deleteItem(await holderOf(auth, request), request.body)));
  done();
};
