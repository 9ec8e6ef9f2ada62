import { z } from 'zod';
import { text } from '../text';
import { masterIdSchema } from './social-gallery';
import { addressSchema } from './address';
import { DEFAULT_MAX_QTY } from '../constants';

const localeSchema = text().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us');
const basketIdSchema = text().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id');
const itemIdSchema = text().regex(/^[a-z0-9]{20,40}$/, 'must be an item id');
const upcSchema = text().regex(/^\d{12}$/, 'must be a 12-digit UPC');
/** Spec 000 §9: at most 999,999 of an item; at least one. */
const qtySchema = z.number().int('must be a whole number').min(1, 'must be at least 1').max(DEFAULT_MAX_QTY, `must be at most ${DEFAULT_MAX_QTY}`);

export const cartLocaleQuerySchema = z.object({ locale: localeSchema });
export const basketParamsSchema = z.object({ basketId: basketIdSchema });

/**
 * `POST /cart/v1/item` (spec 000 §7). Without `cartId`, `locale` (a path locale) names the site: the holder's open cart
 * there is found, or made, in the add's own transaction, so a fresh session adds in one call. One of the two is needed
 * (a body with neither is refused as a missing `cartId`, in zod's words, as before); with `cartId`, `locale` is unused.
 */
export const addItemBodySchema = z
  .object({
    cartId: basketIdSchema.optional(),
    locale: localeSchema.optional(),
    productId: masterIdSchema,
    upc: upcSchema,
    qty: qtySchema.default(1),
    maxQty: z.number().int().optional(),
  })
  .superRefine((body, context) => {
    if (body.cartId === undefined && body.locale === undefined)
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['cartId'] });
  });
/** `PUT /cart/v1/cart/{basketId}/item`. */
export const updateItemBodySchema = z.object({
  cartId: basketIdSchema,
  itemId: itemIdSchema,
  qty: qtySchema,
  productId: masterIdSchema.optional(),
  upc: upcSchema.optional(),
  maxQty: z.number().int().optional(),
});
/** `DELETE /cart/v1/item`. */
export const deleteItemBodySchema = z.object({ cartId: basketIdSchema, itemId: itemIdSchema, upc: upcSchema.optional() });

const money = z.number().int();

export const cartItemSchema = z.object({
  itemId: text(),
  productId: text(),
  masterId: text(),
  upc: text(),
  qty: z.number().int(),
  /** The most this line may hold: the units in stock, at most 999,999. */
  maxQty: z.number().int(),
  name: text(),
  slug: text(),
  colour: z.object({ code: text(), name: text() }),
  size: text(),
  price: z.object({ current: money, original: money, rowTotal: money, currency: text() }),
  pdpUrl: text(),
  productImageURL: text(),
  /** False when the size sold out since it was added: the line cannot be ordered. */
  available: z.boolean(),
});

export const shippingMethodSchema = z.object({
  code: z.enum(['standard', 'digital']),
  price: money,
  /** Business days, e.g. `3-5`. */
  deliveryTime: text(),
  /** The item total from which this method costs nothing; absent where the site offers no free shipping. */
  freeOver: money.optional(),
});

/** A card the cart will be paid with: the gateway's token stays on the server; the shopper sees the brand and last four. */
export const paymentInstrumentSchema = z.object({
  payment_instrument_id: text(),
  payment_method_id: z.literal('CREDIT_CARD'),
  card: z.object({ brand: text(), last4: text(), expiryMonth: z.number().int(), expiryYear: z.number().int(), holderName: text() }),
});

/** `POST /cart/v2/cart/{basketId}/shippingAddress`: one address, with the guest's e-mail (validated per country by the service). */
export const shippingAddressBodySchema = z.object({
  address: z.array(z.record(text(), z.unknown())).min(1, 'must hold one address').max(1, 'must hold one address'),
  recaptcha_response: text().optional(),
  context: text().optional(),
});
/** `POST /cart/v1/cart/{basketId}/billingAddress`. */
export const billingAddressBodySchema = z.object({ address: z.record(text(), z.unknown()) });
/** `POST /cart/v1/shippingMethod`. */
export const shippingMethodBodySchema = z.object({
  cartId: basketIdSchema,
  code: text().max(20),
  shippingId: text().max(40),
  shopperAppliedSM: z.boolean().optional(),
});
export const shippingMethodParamsSchema = z.object({ basketId: basketIdSchema, shippingId: text().max(40) });
/**
 * `POST /cart/v1/cart/{basketId}/paymentInstruments`: the gateway's token of a card tokenized in the browser, or a
 * signed-in consumer's saved card by its `paymentInstrumentId` (its token stays on the server).
 */
export const paymentInstrumentBodySchema = z
  .object({
    payment_method_id: z.literal('CREDIT_CARD'),
    token: text()
      .regex(/^tok_[a-z0-9]{8,64}$/, 'must be a card token')
      .optional(),
    paymentInstrumentId: text().min(1).max(100).optional(),
  })
  .refine((body) => (body.token === undefined) !== (body.paymentInstrumentId === undefined), {
    message: 'form.required',
    path: ['token'],
  });
export const deletePaymentInstrumentBodySchema = z.object({ payment_instrument_id: text().max(64) });

/** The cart (spec 000 §3): every amount in the currency's minor unit. */
export const cartSchema = z.object({
  id: text(),
  /** Moves on with every change of the cart: placing an order names the version the shopper reviewed (`cartVersion`). */
  version: z.number().int(),
  siteId: text(),
  currency: text(),
  totalItems: z.number().int(),
  items: z.array(cartItemSchema),
  totals: z.object({
    itemTotal: money,
    itemSubTotal: money,
    shipping: money,
    tax: money,
    /** Prices include VAT (Europe): `tax` is the VAT within the total. Otherwise tax is added at checkout. */
    taxIncluded: z.boolean(),
    totalWithoutTax: money,
    totalDiscount: money,
    total: money,
    currency: text(),
    totalUnits: z.number().int(),
  }),
  /** `code` is the chosen method of the shipment. */
  shippingMethods: z.array(z.object({ shippingId: text(), code: text(), applicableShippingMethods: z.array(shippingMethodSchema) })),
  payment_instruments: z.array(paymentInstrumentSchema),
  /** The guest's e-mail, given with the shipping address. */
  email: text().nullable(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  flash: z.array(z.object({ type: text(), message: text(), itemId: text().optional() })),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
