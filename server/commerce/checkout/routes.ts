import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basketParamsSchema, billingAddressBodySchema, cartSchema, deletePaymentInstrumentBodySchema, paymentInstrumentBodySchema,
  shippingAddressBodySchema, shippingMethodBodySchema, shippingMethodParamsSchema, shippingMethodSchema, text,
} from '../../../schemas';
import { type AuthService, holderOf } from '../auth/index';
import type { CheckoutService } from './service';
import { withCartCount } from '../cart/index';

const validationAnswer = z.object({
  isValid: z.boolean(),
  address: z.unknown(),
  errorDetails: z.array(z.object({ errorId: text(), message: text(), field: text() })),
});
const shipmentAnswer = z.object({ shippingId: text(), code: text(), applicableShippingMethods: z.array(shippingMethodSchema) });
const paymentMethodsAnswer = z.object({ paymentMethods: z.array(z.object({ id: z.literal('CREDIT_CARD'), name: text(), cards: z.array(text()) })) });

/**
 * The checkout's cart calls of spec 000 §7 at their paths: shipping address (with the guest's e-mail) and its
 * validation, billing address, shipping methods, payment methods and the card (a gateway token). Each takes the
 * holder's token and answers the whole cart; nothing is cached.
 */
export const checkoutRoutes: FastifyPluginCallbackZod<{ auth: AuthService; checkout: CheckoutService }> = (app, { auth, checkout }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  app.post('/cart/v2/cart/:basketId/shippingAddress', { schema: { params: basketParamsSchema, body: shippingAddressBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.setShippingAddress(await holderOf(auth, request), request.params.basketId, request.body)));

  app.delete('/cart/v2/cart/:basketId/shippingAddress', { schema: { params: basketParamsSchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.deleteShippingAddress(await holderOf(auth, request), request.params.basketId)));

  app.post('/cart/v1/cart/:basketId/shippingAddress/validation', { schema: { params: basketParamsSchema, body: shippingAddressBodySchema, response: { 200: validationAnswer } } },
    async (request) => checkout.validateShippingAddress(await holderOf(auth, request), request.params.basketId, request.body));

  app.post('/cart/v1/cart/:basketId/billingAddress', { schema: { params: basketParamsSchema, body: billingAddressBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.setBillingAddress(await holderOf(auth, request), request.params.basketId, request.body)));

  app.delete('/cart/v1/cart/:basketId/billingAddress', { schema: { params: basketParamsSchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.deleteBillingAddress(await holderOf(auth, request), request.params.basketId)));

  app.get('/cart/v1/cart/:basketId/shippingMethod/:shippingId', { schema: { params: shippingMethodParamsSchema, response: { 200: shipmentAnswer } } },
    async (request) => checkout.shippingMethods(await holderOf(auth, request), request.params.basketId, request.params.shippingId));

  app.post('/cart/v1/shippingMethod', { schema: { body: shippingMethodBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.setShippingMethod(await holderOf(auth, request), request.body)));

  app.get('/cart/v1/cart/:basketId/paymentMethods', { schema: { params: basketParamsSchema, response: { 200: paymentMethodsAnswer } } },
    async (request) => checkout.paymentMethods(await holderOf(auth, request), request.params.basketId));

  app.post('/cart/v1/cart/:basketId/paymentInstruments', { schema: { params: basketParamsSchema, body: paymentInstrumentBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.addPaymentInstrument(await holderOf(auth, request), request.params.basketId, request.body)));

  app.delete('/cart/v1/cart/:basketId/paymentInstruments', { schema: { params: basketParamsSchema, body: deletePaymentInstrumentBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => withCartCount(request, reply, await checkout.deletePaymentInstrument(await holderOf(auth, request), request.params.basketId, request.body)));
  done();
};
