import { z } from 'zod';
import { masterIdSchema } from './social-gallery';
import { addressSchema } from './address';

const localeSchema = z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us');
const basketIdSchema = z.string().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id');
const itemIdSchema = z.string().regex(/^[a-z0-9]{20,40}$/, 'must be an item id');
const upcSchema = z.string().regex(/^\d{12}$/, 'must be a 12-digit UPC');
/** Spec 000 §9: at most 999,999 of an item; at least one. */
const qtySchema = z.number().int('must be a whole number').min(1, 'must be at least 1').max(999_999, 'must be at most 999999');

export const cartLocaleQuerySchema = z.object({ locale: localeSchema });
export const basketParamsSchema = z.object({ basketId: basketIdSchema });

/** `POST /cart/v1/item` (spec 000 §7). */
export const addItemBodySchema = z.object({
  cartId: basketIdSchema,
  productId: masterIdSchema,
  upc: upcSchema,
  qty: qtySchema.default(1),
  maxQty: z.number().int().optional(),
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
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  qty: z.number().int(),
  /** The most this line may hold: the units in stock, at most 999,999. */
  maxQty: z.number().int(),
  name: z.string(),
  slug: z.string(),
  colour: z.object({ code: z.string(), name: z.string() }),
  size: z.string(),
  price: z.object({ current: money, original: money, rowTotal: money, currency: z.string() }),
  pdpUrl: z.string(),
  productImageURL: z.string(),
  /** False when the size sold out since it was added: the line cannot be ordered. */
  available: z.boolean(),
});

export const shippingMethodSchema = z.object({
  code: z.enum(['standard', 'digital']),
  price: money,
  /** Business days, e.g. `3-5`. */
  deliveryTime: z.string(),
  /** The item total from which this method costs nothing; absent where the site offers no free shipping. */
  freeOver: money.optional(),
});

/** A card the cart will be paid with: the gateway's token stays on the server; the shopper sees the brand and last four. */
export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: z.literal('CREDIT_CARD'),
  card: z.object({ brand: z.string(), last4: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int(), holderName: z.string() }),
});

/** `POST /cart/v2/cart/{basketId}/shippingAddress`: one address, with the guest's e-mail (validated per country by the service). */
export const shippingAddressBodySchema = z.object({
  address: z.array(z.record(z.string(), z.unknown())).min(1, 'must hold one address').max(1, 'must hold one address'),
  recaptcha_response: z.string().optional(),
  context: z.string().optional(),
});
/** `POST /cart/v1/cart/{basketId}/billingAddress`. */
export const billingAddressBodySchema = z.object({ address: z.record(z.string(), z.unknown()) });
/** `POST /cart/v1/shippingMethod`. */
export const shippingMethodBodySchema = z.object({ cartId: basketIdSchema, code: z.string().max(20), shippingId: z.string().max(40), shopperAppliedSM: z.boolean().optional() });
export const shippingMethodParamsSchema = z.object({ basketId: basketIdSchema, shippingId: z.string().max(40) });
/** `POST /cart/v1/cart/{basketId}/paymentInstruments`: the gateway's token of a card tokenized in the browser. */
export const paymentInstrumentBodySchema = z.object({ payment_method_id: z.literal('CREDIT_CARD'), token: z.string().regex(/^tok_[a-z0-9]{8,64}$/, 'must be a card token') });
export const deletePaymentInstrumentBodySchema = z.object({ payment_instrument_id: z.string().max(64) });

/** The cart (spec 000 §3): every amount in the currency's minor unit. */
export const cartSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  currency: z.string(),
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
    currency: z.string(),
    totalUnits: z.number().int(),
  }),
  /** `code` is the chosen method of the shipment. */
  shippingMethods: z.array(z.object({ shippingId: z.string(), code: z.string(), applicableShippingMethods: z.array(shippingMethodSchema) })),
  payment_instruments: z.array(paymentInstrumentSchema),
  /** The guest's e-mail, given with the shipping address. */
  email: z.string().nullable(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  flash: z.array(z.object({ type: z.string(), message: z.string(), itemId: z.string().optional() })),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
