import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf, optionalHolderOf } from '../auth/index';
import type { OrderService } from './service';
import { withCartCount, withOrderCount } from '../cart/index';

/**
 * Placing and reading orders (spec 000 §7): prepareOrder, place order (idempotent per cart and per
 * `Idempotency-Key`), the 3-D Secure patch, and a purchase read by its `st` or its holder.
 */
export const orderRoutes: FastifyPluginCallbackZod<{ auth: AuthService; orders: OrderService }> = (app, { auth, orders }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /cart/v1/cart/prepareOrder', async (request, reply) =>
    withCartCount(request, reply, await orders.prepare(await holderOf(auth, request), request.body.basketId)),
  );

  route(app, 'PUT /cart/v2/checkout/order', async (request, reply) => {
    const holder = await holderOf(auth, request);
    const key = request.headers['idempotency-key'];
    return withOrderCount(
      request,
      reply,
      await orders.place(holder, {
        cartId: request.body.cartId,
        billingAddress: request.body.billingAddress,
        channel: request.headers.channel ?? 'ECOMM',
        ...(request.body.cartVersion === undefined ? {} : { cartVersion: request.body.cartVersion }),
        ...(request.body.inStoreSalesInfo ? { inStoreSalesInfo: request.body.inStoreSalesInfo } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      }),
    );
  });

  route(app, 'PATCH /cart/v2/checkout/order/:orderNumber', async (request, reply) =>
    withOrderCount(
      request,
      reply,
      await orders.completeChallenge(await holderOf(auth, request), request.params.orderNumber, request.body.threeDS2Result),
    ),
  );

  route(app, 'GET /consumers-v3/consumer/purchase/:orderNumber', async (request, reply) => {
    const holder = await optionalHolderOf(auth, request);
    // A consumer's sign-in that ended (signed out, a password reset) proves nothing: without `st` the order is not found.
    const live = holder?.tokenType === 'Registered' && !(holder.familyId !== undefined && (await auth.isLive(holder.familyId))) ? undefined : holder;
    return withOrderCount(request, reply, await orders.purchase(request.params.orderNumber, request.query.st, live));
  });
  done();
};
