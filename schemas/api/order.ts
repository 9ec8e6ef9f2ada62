import { z } from 'zod';
import { text } from '../text';
import { addressSchema } from './address';
import { inStoreSalesInfoSchema } from './store';

const money = z.number().int();

/** Where an order is (see server/commerce/orders/state-machine.ts for the transitions). */
export const orderStatuses = ['created', 'payment_pending', 'authorized', 'captured', 'shipped', 'delivered', 'payment_failed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A line as it was ordered: its words and price are kept with the order, whatever the catalogue says later. */
export const orderItemSchema = z.object({
  itemId: text(),
  productId: text(),
  upc: text(),
  qty: z.number().int(),
  name: text(),
  colour: z.object({ code: text(), name: text() }),
  size: text(),
  price: z.object({ current: money, original: money, rowTotal: money, currency: text() }),
  pdpUrl: text(),
  productImageURL: text(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  itemTotal: money,
  shipping: money,
  tax: money,
  taxIncluded: z.boolean(),
  totalDiscount: money,
  total: money,
  currency: text(),
  totalUnits: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderShipmentSchema = z.object({
  shipmentId: text(),
  shippingMethod: z.object({ code: text(), price: money, deliveryTime: text() }),
  address: addressSchema,
});

export const orderPaymentSchema = z.object({
  code: z.literal('CREDIT_CARD'),
  brand: text(),
  last4: text(),
  amount: money,
  currency: text(),
});

/** The 3-D Secure challenge a pending payment waits on: the storefront shows `url` in the dialog. */
export const challengeActionSchema = z.object({
  type: z.literal('3DS'),
  challengeId: text(),
  url: text(),
  /** When the store stops waiting for the challenge and cancels the order (`PYT405`). */
  expiresAt: text().optional(),
});

/**
 * Why a payment did not go through, on an order it cancelled: the spec's code (PYT402, PYT406, FE309, PYT405, PYT300),
 * the words for API callers, and the shopper's open cart that now holds the order's lines.
 */
export const orderFailureSchema = z.object({ errorId: text(), message: text(), basketId: text() });

/** The order (spec 000 §3): `st` lets a guest read it again. */
export const orderSchema = z.object({
  orderNumber: text(),
  st: text(),
  status: z.enum(orderStatuses),
  siteId: text(),
  email: text(),
  channel: z.enum(['ECOMM', 'MAPP']),
  createdAt: text(),
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  billingAddress: addressSchema,
  totals: orderTotalsSchema,
  paymentMethod: z.array(orderPaymentSchema),
  flash: z.array(z.object({ type: text(), message: text(), action: challengeActionSchema.optional() })),
  /** Present when the order was cancelled because its payment did not go through (`status: 'cancelled'`). */
  failure: orderFailureSchema.optional(),
  /** Present when an in-store associate sold it (spec 000 §6). */
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** `PUT /cart/v2/checkout/order` (spec 000 §7). */
export const placeOrderBodySchema = z.object({
  cartId: text().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id'),
  billingAddress: z.unknown().optional(),
  paymentMethod: z.object({
    code: z.literal('CREDIT_CARD'),
    additionalData: z.record(text(), z.unknown()).optional(),
    bin: text().optional(),
    type: text().optional(),
  }),
  recaptcha_response: text().optional(),
  /**
   * The cart's `version` the shopper reviewed: when the cart changed since (another tab), the order is refused
   * (`BSK409`) instead of charging what the shopper did not see. Optional for callers of the spec's body.
   */
  cartVersion: z.number().int().min(1).max(2_147_483_647).optional(),
  /** An in-store associate's sale (spec 000 §6): the store and the employee it is credited to. */
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
});

export const orderNumberParamsSchema = z.object({ orderNumber: text().regex(/^[A-Z]{2}\d{8,10}$/, 'must be an order number') });

/** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result. */
export const patchOrderBodySchema = z.object({
  paymentMethod: z.literal('CREDIT_CARD').optional(),
  threeDS2Result: text().min(1).max(200),
  paymentInstrumentId: text().optional(),
  sessionID: text().optional(),
  additionalData: z.record(text(), z.unknown()).optional(),
});

export const purchaseQuerySchema = z.object({ st: text().max(200).optional(), locale: text().optional() });

/** `POST /cart/v1/cart/prepareOrder`. */
export const prepareOrderBodySchema = z.object({ basketId: text().regex(/^[a-z0-9]{20,40}$/, 'must be a basket id') });
