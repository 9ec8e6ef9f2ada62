import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf } from '../auth/index';
import type { CheckoutService } from './service';
import { withCartCount } from '../cart/index';

/**
 * The checkout's cart calls of spec 000 §7 at their paths: shipping address (with the guest's e-mail) and its
 * validation, billing address, shipping methods, payment methods and the card (a gateway token). Each takes the
 * holder's token and answers the whole cart; nothing is cached.
 */
export const checkoutRoutes: FastifyPluginCallbackZod<{ auth: AuthService; checkout: CheckoutService }> = (app, { auth, checkout }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /cart/v2/cart/:basketId/shippingAddress', async (request, reply) =>
    withCartCount(request, reply, await checkout.setShippingAddress(await holderOf(auth, request), request.params.basketId, request.body)),
  );

  route(app, 'DELETE /cart/v2/cart/:basketId/shippingAddress', async (request, reply) =>
    withCartCount(request, reply, await checkout.deleteShippingAddress(await holderOf(auth, request), request.params.basketId)),
  );

  route(app, 'POST /cart/v1/cart/:basketId/shippingAddress/validation', async (request) =>
    checkout.validateShippingAddress(await holderOf(auth, request), request.params.basketId, request.body),
  );

  route(app, 'POST /cart/v1/cart/:basketId/billingAddress', async (request, reply) =>
    withCartCount(request, reply, await checkout.setBillingAddress(await holderOf(auth, request), request.params.basketId, request.body)),
  );

  route(app, 'DELETE /cart/v1/cart/:basketId/billingAddress', async (request, reply) =>
    withCartCount(request, reply, await checkout.deleteBillingAddress(await holderOf(auth, request), request.params.basketId)),
  );

  route(app, 'GET /cart/v1/cart/:basketId/shippingMethod/:shippingId', async (request) =>
    checkout.shippingMethods(await holderOf(auth, request), request.params.basketId, request.params.shippingId),
  );

  route(app, 'POST /cart/v1/shippingMethod', async (request, reply) =>
    withCartCount(request, reply, await checkout.setShippingMethod(await holderOf(auth, request), request.body)),
  );

  route(app, 'GET /cart/v1/cart/:basketId/paymentMethods', async (request) =>
    checkout.paymentMethods(await holderOf(auth, request), request.params.basketId),
  );

  route(app, 'POST /cart/v1/cart/:basketId/paymentInstruments', async (request, reply) =>
    withCartCount(request, reply, await checkout.addPaymentInstrument(await holderOf(auth, request), request.params.basketId, request.body)),
  );

  route(app, 'DELETE /cart/v1/cart/:basketId/paymentInstruments', async (request, reply) =>
    withCartCount(request, reply, await checkout.deletePaymentInstrument(await holderOf(auth, request), request.params.basketId, request.body)),
  );
  done();
};
