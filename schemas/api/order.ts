import { z } from 'zod';
import { addressSchema } from './address';

const money = z.number().int();

/** Where an order is (see server/commerce/orders/state-machine.ts for the transitions). */
export const orderStatuses = [
  'created', 'payment_pending', 'authorized', 'captured', 'shipped', 'delivered', 'payment_failed', 'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A line as it was ordered: its words and price are kept with the order, whatever the catalogue says later. */
export const orderItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  upc: z.string(),
  qty: z.number().int(),
  name: z.string(),
  colour: z.object({ code: z.string(), name: z.string() }),
  size: z.string(),
  price: z.object({ current: money, original: money, rowTotal: money, currency: z.string() }),
  pdpUrl: z.string(),
  productImageURL: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  itemTotal: money,
  shipping: money,
  tax: money,
  taxIncluded: z.boolean(),
  totalDiscount: money,
  total: money,
  currency: z.string(),
  totalUnits: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.object({ code: z.string(), price: money, deliveryTime: z.string() }),
  address: addressSchema,
});

export const orderPaymentSchema = z.object({
  code: z.literal('CREDIT_CARD'),
  brand: z.string(),
  last4: z.string(),
  amount: money,
  currency: z.string(),
});

/** The 3-D Secure challenge a pending payment waits on: the storefront shows `url` in the dialog. */
export const challengeActionSchema = z.object({ type: z.literal('3DS'), challengeId: z.string(), url: z.string() });

/** The order (spec 000 §3): `st` lets a guest read it again. */
export const orderSchema = z.object({
  orderNumber: z.string(),
  st: z.string(),
  status: z.enum(orderStatuses),
  siteId: z.string(),
  email: z.string(),
  channel: z.enum(['ECOMM', 'MAPP']),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  billingAddress: addressSchema,
  totals: orderTotalsSchema,
  paymentMethod: z.array(orderPaymentSchema),
  flash: z.array(z.object({ type: z.string(), message: z.string(), action: challengeActionSchema.optional() })),
});
export type Order = z.infer<typeof orderSchema>;

/** `PUT /cart/v2/checkout/order` (spec 000 §7). */
export const placeOrderBodySchema = z.object({
  cartId: z.string().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id'),
  billingAddress: z.unknown().optional(),
  paymentMethod: z.object({ code: z.literal('CREDIT_CARD'), additionalData: z.record(z.string(), z.unknown()).optional(), bin: z.string().optional(), type: z.string().optional() }),
  recaptcha_response: z.string().optional(),
});

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().regex(/^[A-Z]{2}\d{8,10}$/, 'must be an order number') });

/** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result. */
export const patchOrderBodySchema = z.object({
  paymentMethod: z.literal('CREDIT_CARD').optional(),
  threeDS2Result: z.string().min(1).max(200),
  paymentInstrumentId: z.string().optional(),
  sessionID: z.string().optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

export const purchaseQuerySchema = z.object({ st: z.string().max(200).optional(), locale: z.string().optional() });

/** `POST /cart/v1/cart/prepareOrder`. */
export const prepareOrderBodySchema = z.object({ basketId: z.string().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id') });
