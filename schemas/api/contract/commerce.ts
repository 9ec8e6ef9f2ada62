import { z } from 'zod';
import { text } from '../../text';
import { tokenRequestSchema, tokenResponseSchema } from '../auth';
import {
  addItemBodySchema,
  basketParamsSchema,
  billingAddressBodySchema,
  cartLocaleQuerySchema,
  cartSchema,
  deleteItemBodySchema,
  deletePaymentInstrumentBodySchema,
  paymentInstrumentBodySchema,
  shippingAddressBodySchema,
  shippingMethodBodySchema,
  shippingMethodParamsSchema,
  shippingMethodSchema,
  updateItemBodySchema,
} from '../cart';
import {
  productDetailsQuerySchema,
  productDetailsSchema,
  productInventorySchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
} from '../catalog';
import {
  orderNumberParamsSchema,
  orderSchema,
  patchOrderBodySchema,
  placeOrderBodySchema,
  prepareOrderBodySchema,
  purchaseQuerySchema,
} from '../order';
import { productSummaryQuerySchema, productSummarySchema } from '../product-summary';
import { masterIdSchema } from '../social-gallery';
import { documentedBillingAddressBody, documentedShippingAddressBody } from './checkout-bodies';
import { operation } from './operation';

/** `POST /fapi/session`'s answer: the holder's kind and open cart; the tokens stay in HttpOnly cookies. */
export const sessionAnswerSchema = z.object({
  tokenType: z.enum(['Guest', 'Registered']),
  /** The holder's open cart on any site, null until one exists. */
  basketId: text().nullable(),
});

export const addressValidationSchema = z.object({
  isValid: z.boolean(),
  address: z.unknown(),
  errorDetails: z.array(z.object({ errorId: text(), message: text(), field: text() })),
});
export const shipmentMethodsSchema = z.object({ shippingId: text(), code: text(), applicableShippingMethods: z.array(shippingMethodSchema) });
export const paymentMethodsSchema = z.object({
  paymentMethods: z.array(z.object({ id: z.literal('CREDIT_CARD'), name: text(), cards: z.array(text()) })),
});

/** Spec 000 §7: order calls send the channel (MAPP in the app's webview, ECOMM otherwise); a retry may name itself. */
export const orderHeadersSchema = z.looseObject({
  channel: z.enum(['ECOMM', 'MAPP'], { message: 'must be ECOMM or MAPP' }).optional(),
  'idempotency-key': text()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 visible ASCII characters')
    .optional(),
});

/** The sandbox gateway's card form (a real provider's own page or SDK takes the card; the store never sees it). */
export const cardTokenRequestSchema = z.object({
  number: text().max(40),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cvc: text().max(8),
  holderName: text().max(100),
});
export const cardTokenSchema = z.object({ token: text(), brand: text(), last4: text() });
export const challengeParamsSchema = z.object({ challengeId: text().regex(/^ch_[a-f0-9]{32}$/, 'must be a challenge id') });

const productParams = z.object({ productId: masterIdSchema });
const basket = { params: basketParamsSchema, answer: cartSchema } as const;

/** The catalogue, tokens, cart, checkout and orders (spec 000 §7, spec 001 §7 Products), and the sandbox gateway. */
export const commerceContract = {
  'GET /products/v2/search/productSearch': operation({
    summary: 'Search the catalogue: text, category, filters, sort and paging',
    query: productSearchQuerySchema,
    answer: productSearchResponseSchema,
  }),
  'GET /products/v2/products/:productId/details': operation({
    summary: "A product: colours, pictures, prices and each size's sku",
    params: productParams,
    query: productDetailsQuerySchema,
    answer: productDetailsSchema,
  }),
  'GET /products/v2/products/:productId/inventory': operation({
    summary: 'Units left of each sku of a product',
    params: productParams,
    answer: productInventorySchema,
  }),
  'GET /products/v2/products/:masterId/summary': operation({
    summary: "A product's summary for the gallery widget",
    params: z.object({ masterId: masterIdSchema }),
    query: productSummaryQuerySchema,
    answer: productSummarySchema,
  }),

  'POST /token/v2/auth/token': operation({
    summary: "A new guest's tokens, or new tokens for a refresh token",
    body: tokenRequestSchema,
    answer: tokenResponseSchema,
  }),
  'POST /fapi/session': operation({ summary: "The browser's tokens, kept in HttpOnly cookies", answer: sessionAnswerSchema }),

  'POST /cart/v1/cart': operation({
    summary: "The holder's open cart on the locale's site, made if there is none",
    query: cartLocaleQuerySchema,
    answer: cartSchema,
  }),
  'GET /cart/v1/cart/:basketId': operation({ summary: 'Read a cart', ...basket }),
  'POST /cart/v1/item': operation({ summary: 'Add a sku to a cart', body: addItemBodySchema, answer: cartSchema }),
  'DELETE /cart/v1/item': operation({ summary: 'Remove a line from a cart', body: deleteItemBodySchema, answer: cartSchema }),
  'PUT /cart/v1/cart/:basketId/item': operation({ summary: "Change a line's quantity (or its sku)", ...basket, body: updateItemBodySchema }),

  'POST /cart/v2/cart/:basketId/shippingAddress': operation({
    summary: "Set the shipping address and the guest's e-mail",
    ...basket,
    body: shippingAddressBodySchema,
    documentedBody: documentedShippingAddressBody,
  }),
  'DELETE /cart/v2/cart/:basketId/shippingAddress': operation({ summary: 'Remove the shipping address', ...basket }),
  'POST /cart/v1/cart/:basketId/shippingAddress/validation': operation({
    summary: 'Check a shipping address without keeping it',
    params: basketParamsSchema,
    body: shippingAddressBodySchema,
    documentedBody: documentedShippingAddressBody,
    answer: addressValidationSchema,
  }),
  'POST /cart/v1/cart/:basketId/billingAddress': operation({
    summary: 'Set a billing address of its own',
    ...basket,
    body: billingAddressBodySchema,
    documentedBody: documentedBillingAddressBody,
  }),
  'DELETE /cart/v1/cart/:basketId/billingAddress': operation({ summary: 'Bill the shipping address again', ...basket }),
  'GET /cart/v1/cart/:basketId/shippingMethod/:shippingId': operation({
    summary: 'The shipping methods a shipment may use',
    params: shippingMethodParamsSchema,
    answer: shipmentMethodsSchema,
  }),
  'POST /cart/v1/shippingMethod': operation({ summary: "Choose a shipment's shipping method", body: shippingMethodBodySchema, answer: cartSchema }),
  'GET /cart/v1/cart/:basketId/paymentMethods': operation({
    summary: 'The payment methods and card brands accepted',
    params: basketParamsSchema,
    answer: paymentMethodsSchema,
  }),
  'POST /cart/v1/cart/:basketId/paymentInstruments': operation({
    summary: "Pay with a card, given as the gateway's token",
    ...basket,
    body: paymentInstrumentBodySchema,
  }),
  'DELETE /cart/v1/cart/:basketId/paymentInstruments': operation({ summary: 'Remove the card', ...basket, body: deletePaymentInstrumentBodySchema }),

  'POST /cart/v1/cart/prepareOrder': operation({
    summary: 'The cart, if everything placing it needs is there; else why not',
    body: prepareOrderBodySchema,
    answer: cartSchema,
  }),
  'PUT /cart/v2/checkout/order': operation({
    summary: 'Place the order (Idempotency-Key for retries)',
    headers: orderHeadersSchema,
    body: placeOrderBodySchema,
    answer: orderSchema,
  }),
  'PATCH /cart/v2/checkout/order/:orderNumber': operation({
    summary: "Finish 3-D Secure with the bank's result",
    headers: orderHeadersSchema,
    params: orderNumberParamsSchema,
    body: patchOrderBodySchema,
    answer: orderSchema,
  }),
  'GET /consumers-v3/consumer/purchase/:orderNumber': operation({
    summary: "Read an order by its `st` or its holder's token",
    params: orderNumberParamsSchema,
    query: purchaseQuerySchema,
    answer: orderSchema,
  }),

  'POST /sandbox/gateway/v1/tokens': operation({
    summary: 'Tokenize a card (the sandbox gateway)',
    body: cardTokenRequestSchema,
    answer: cardTokenSchema,
  }),
  'POST /sandbox/gateway/v1/challenge/:challengeId': operation({
    summary: 'Answer a 3-D Secure challenge: the result for the order',
    params: challengeParamsSchema,
    body: z.object({ pass: z.boolean() }),
    answer: z.object({ threeDS2Result: text() }),
  }),
} as const;
