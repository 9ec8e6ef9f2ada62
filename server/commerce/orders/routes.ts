import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartSchema, orderNumberParamsSchema, orderSchema, patchOrderBodySchema, placeOrderBodySchema, prepareOrderBodySchema, purchaseQuerySchema, text,
} from '../../../schemas';
import { type AuthService, holderOf, optionalHolderOf } from '../auth/index';
import type { OrderService } from './service';
import { withCartCount, withOrderCount } from '../cart/index';

/** Spec 000 §7: order calls send the channel (MAPP in the app's webview, ECOMM otherwise); a retry may name itself. */
const orderHeaders = z.looseObject({
  channel: z.enum(['ECOMM', 'MAPP'], { message: 'must be ECOMM or MAPP' }).optional(),
  'idempotency-key': text().regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 visible ASCII characters').optional(),
});

/**
 * Placing and reading orders (spec 000 §7): prepareOrder, place order (idempotent per cart and per
 * `Idempotency-Key`), the 3-D Secure patch, and a purchase read by its `st` or its holder.
 */
export const orderRoutes: FastifyPluginCallbackZod<{ auth: AuthService; orders: OrderService }> = (app, { auth, orders }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  app.post('/cart/v1/cart/prepareOrder', { schema: { body: prepareOrderBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await orders.prepare(await holderOf(auth, request), request.body.basketId)));

  app.put('/cart/v2/checkout/order', { schema: { headers: orderHeaders, body: placeOrderBodySchema, response: { 200: orderSchema } } },
    async (request, reply) => {
      const holder = await holderOf(auth, request);
      const key = request.headers['idempotency-key'];
      return withOrderCount(request, reply, await orders.place(holder, {
        cartId: request.body.cartId,
        billingAddress: request.body.billingAddress,
        channel: request.headers.channel ?? 'ECOMM',
        ...(request.body.cartVersion === undefined ? {} : { cartVersion: request.body.cartVersion }),
        ...(key ? { idempotencyKey: key } : {}),
      }));
    });

  app.patch('/cart/v2/checkout/order/:orderNumber', { schema: { headers: orderHeaders, params: orderNumberParamsSchema, body: patchOrderBodySchema, response: { 200: orderSchema } } },
    async (request, reply) => withOrderCount(request, reply, await orders.completeChallenge(await holderOf(auth, request), request.params.orderNumber, request.body.threeDS2Result)));

  app.get('/consumers-v3/consumer/purchase/:orderNumber', { schema: { params: orderNumberParamsSchema, querystring: purchaseQuerySchema, response: { 200: orderSchema } } },
    async (request, reply) => withOrderCount(request, reply, await orders.purchase(request.params.orderNumber, request.query.st, await optionalHolderOf(auth, request))));
  done();
};
