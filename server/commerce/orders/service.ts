import { timingSafeEqual, randomBytes } from 'node:crypto';
import type { Cart, Order } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import type { Database } from '../../db/index';
import type { Mailer } from '../../providers/mail/port';
import type { AuthorizeResult, CardGateway } from '../../providers/payments/port';
import type { TokenHolder } from '../auth/index';
import type { CartService } from '../cart/index';
import { cartErrors } from '../cart/errors';
import type { CartRow } from '../cart/repository';
import { checkAddress } from '../checkout/address-check';
import { checkoutErrors } from '../checkout/errors';
import { orderAnswer } from './answer';
import { declineOf, orderErrors, paymentRefused } from './errors';
import { orderMail } from './order-mail';
import { createOrderRepository, type OrderRepository, type OrderRow, StockShort } from './repository';

/** How long the gateway may take to authorize before the store voids the attempt and says so (PYT300). */
const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;

/** Order numbers start with the brand's two capitals, as its master ids do. */
const orderPrefix: Readonly<Record<string, string>> = { ridgeline: 'RL', kestrel: 'KS' };

export interface OrderServiceOptions {
  readonly gateway: CardGateway;
  readonly mailer: Mailer;
  /** The store's public origin, for the confirmation e-mail's link. */
  readonly publicUrl: string;
  readonly paymentTimeoutMs?: number;
  /** Where a failure that must not fail the order (the e-mail) is reported. */
  readonly onError?: (error: unknown, what: string) => void;
}

export interface PlaceOrderInput {
  readonly cartId: string;
  readonly billingAddress?: unknown;
  readonly channel: 'ECOMM' | 'MAPP';
  readonly idempotencyKey?: string;
}

class PaymentTimeout extends Error {}

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Placing and paying orders (spec 000 §4 and §7). A cart becomes at most one order: placing takes its stock in one
 * transaction (never below zero), then asks the card gateway to authorize, whose answer authorizes the order,
 * waits on a 3-D Secure challenge, or fails it (stock back on sale, a new cart with the same items). Every call
 * that finds an order already placed for its cart (or its `Idempotency-Key`) carries that order on from where it is,
 * so a retry, a double click or two racing calls all answer the same order.
 */
export function createOrderService(db: Database, carts: CartService, options: OrderServiceOptions, orders: OrderRepository = createOrderRepository(db)) {
  const { gateway, mailer } = options;
  const timeoutMs = options.paymentTimeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const report = options.onError ?? (() => undefined);
  const linesOf = (row: OrderRow) => row.items.map((item) => ({ sku: item.upc, qty: item.qty }));

  /** Problems that stop a cart from being placed: an empty cart, a missing step, items gone or short of stock. */
  function checkReady(cart: CartRow, answer: Cart): void {
    if (answer.items.length === 0) throw checkoutErrors.emptyCart();
    const flagged = (type: string) => new Set(answer.flash.filter((f) => f.type === type && f.itemId).map((f) => f.itemId));
    const gone = flagged('ORD430');
    if (gone.size > 0) throw orderErrors.noLongerAvailable(answer.items.filter((item) => gone.has(item.itemId)).map((item) => ({ itemId: item.itemId, upc: item.upc })));
    const short = answer.items.filter((item) => !item.available);
    if (short.length > 0) throw orderErrors.outOfStock(short.map((item) => ({ itemId: item.itemId, upc: item.upc, available: item.maxQty })), short.length === answer.items.length);
    if (!cart.shippingAddress || !cart.email) throw checkoutErrors.missingShippingAddress();
    if (cart.shippingAddress.country !== siteById(cart.siteId)?.locale.country) throw checkoutErrors.cannotShipThere('cart.shippingAddress.country', cart.shippingAddress.country);
    if (!cart.paymentInstrument) throw checkoutErrors.missingPayment();
  }

  async function authorizeWithin(request: Parameters<CardGateway['authorize']>[0]): Promise<AuthorizeResult> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PaymentTimeout()), timeoutMs);
    });
    try {
      return await Promise.race([gateway.authorize(request), late]);
    } catch (error) {
      if (!(error instanceof PaymentTimeout)) throw error;
      // The gateway may still authorize after we stopped waiting: void the reference so no money is held.
      await gateway.cancel(request.reference).catch((cause: unknown) => report(cause, 'voiding a timed-out payment'));
      return { outcome: 'declined', reason: 'unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }

  async function reread(orderNumber: string): Promise<OrderRow> {
    const row = await orders.byNumber(orderNumber);
    if (!row) throw new Error(`order ${orderNumber} vanished`);
    return row;
  }

  /** Applies the gateway's answer to a waiting order, then answers where the order is now. */
  async function apply(row: OrderRow, result: AuthorizeResult): Promise<Order> {
    if (result.outcome === 'authorized') {
      const placed = await orders.authorize(row.orderNumber, { ...row.payment, paymentId: result.paymentId });
      if (!placed) return settle(await reread(row.orderNumber));
      // The e-mail goes out beside the answer, not before it: the shopper does not wait on the mail provider, and a
      // failure is reported, never the order's.
      void Promise.resolve().then(() => mailer.send(orderMail(placed, options.publicUrl))).catch((error: unknown) => report(error, `sending the e-mail of order ${row.orderNumber}`));
      return orderAnswer(placed);
    }
    if (result.outcome === 'challenge') {
      await orders.awaitChallenge(row.orderNumber, { ...row.payment, paymentId: result.paymentId, challengeId: result.challengeId, challengeUrl: result.challengeUrl });
      return orderAnswer(await reread(row.orderNumber));
    }
    const decline = declineOf(result.reason);
    const failed = await orders.fail(row.orderNumber, { errorId: decline.errorId, message: decline.message }, linesOf(row));
    if (!failed) return settle(await reread(row.orderNumber));
    throw paymentRefused({ errorId: decline.errorId, message: decline.message, basketId: failed.basketId });
  }

  /** Carries an order on from where it is: asks for payment if nobody has, else answers its outcome. */
  async function settle(row: OrderRow): Promise<Order> {
    if (row.status === 'payment_pending') {
      if (row.payment.challengeId) return orderAnswer(row);
      return apply(row, await authorizeWithin({ token: row.payment.token, amount: row.payment.amount, currency: row.currency, reference: row.orderNumber }));
    }
    if (row.failure) throw paymentRefused(row.failure);
    return orderAnswer(row);
  }

  /** The order a holder placed before for this cart or key, if any (another holder's is refused). */
  async function earlier(holder: TokenHolder, input: PlaceOrderInput): Promise<OrderRow | undefined> {
    const found = await orders.byCartOrKey(input.cartId, holder.holderId, input.idempotencyKey);
    const byKey = input.idempotencyKey === undefined ? undefined : found.find((row) => row.holderId === holder.holderId && row.idempotencyKey === input.idempotencyKey);
    if (byKey) return byKey;
    const byCart = found.find((row) => row.cartId === input.cartId);
    if (byCart && byCart.holderId !== holder.holderId) throw cartErrors.notYours();
    return byCart;
  }

  async function stockError(cart: CartRow): Promise<never> {
    const answer = await carts.answer(cart);
    const short = answer.items.filter((item) => !item.available);
    throw orderErrors.outOfStock(short.map((item) => ({ itemId: item.itemId, upc: item.upc, available: item.maxQty })), short.length === answer.items.length);
  }

  return {
    /** `POST /cart/v1/cart/prepareOrder`: the cart, when everything the order needs is there; else why not. */
    async prepare(holder: TokenHolder, basketId: string): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      const answer = await carts.answer(cart);
      checkReady(cart, answer);
      return answer;
    },

    /** `PUT /cart/v2/checkout/order`. */
    async place(holder: TokenHolder, input: PlaceOrderInput): Promise<Order> {
      // An open cart has no order yet: the earlier order is looked for only when the cart is closed (a retry, a double
      // click, a racing call) or when placing fails on its key (the key already named another cart's order).
      const cart = await carts.owned(holder, input.cartId).catch(async (error: unknown) => {
        const placed = await earlier(holder, input);
        if (placed) return placed;
        throw error;
      });
      if ('orderNumber' in cart) return settle(cart);
      const answer = await carts.answer(cart);
      checkReady(cart, answer);
      const shipping = cart.shippingAddress;
      const instrument = cart.paymentInstrument;
      if (!shipping || !instrument || !cart.email) throw checkoutErrors.missingShippingAddress();
      const billing = input.billingAddress !== undefined && input.billingAddress !== null
        ? checkAddress(input.billingAddress, 'body.billingAddress', 'B', randomBytes(12).toString('hex'))
        : cart.billingAddress ?? { ...shipping, approachType: 'B' as const, shippingId: undefined, email: undefined };
      const site = siteById(cart.siteId);
      const method = answer.shippingMethods[0]?.applicableShippingMethods.find((m) => m.code === answer.shippingMethods[0]?.code);
      if (!site || !method) throw checkoutErrors.shippingMethodNotFound(cart.shippingCode);
      const prefix = orderPrefix[site.brand.id] ?? site.brand.id.slice(0, 2).toUpperCase();
      let row: OrderRow | undefined;
      try {
        row = await orders.place({
          st: randomBytes(24).toString('base64url'),
          cartId: cart.id,
          holderId: holder.holderId,
          siteId: cart.siteId,
          currency: cart.currency,
          email: cart.email,
          channel: input.channel,
          idempotencyKey: input.idempotencyKey ?? null,
          items: answer.items.map((item) => ({
            itemId: item.itemId, productId: item.productId, upc: item.upc, qty: item.qty, name: item.name, colour: item.colour,
            size: item.size, price: item.price, pdpUrl: item.pdpUrl, productImageURL: item.productImageURL,
          })),
          shippingAddress: shipping,
          billingAddress: billing,
          shippingMethod: { code: method.code, price: answer.totals.shipping, deliveryTime: method.deliveryTime },
          totals: {
            itemTotal: answer.totals.itemTotal, shipping: answer.totals.shipping, tax: answer.totals.tax, taxIncluded: answer.totals.taxIncluded,
            totalDiscount: answer.totals.totalDiscount, total: answer.totals.total, currency: cart.currency, totalUnits: answer.totals.totalUnits,
          },
          payment: { brand: instrument.brand, last4: instrument.last4, token: instrument.token, amount: answer.totals.total },
        }, prefix, answer.items.map((item) => ({ sku: item.upc, qty: item.qty })));
      } catch (error) {
        if (error instanceof StockShort) return stockError(cart);
        // The same Idempotency-Key racing on two carts: the loser answers the winner's order.
        const other = await earlier(holder, input);
        if (other) return settle(other);
        throw error;
      }
      // Another call placed this cart first (it held the cart's lock): carry its order on.
      const placed = row ?? (await earlier(holder, input));
      if (!placed) throw cartErrors.notFound(input.cartId);
      return settle(placed);
    },

    /** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result the challenge page handed the storefront. */
    async completeChallenge(holder: TokenHolder, orderNumber: string, threeDS2Result: string): Promise<Order> {
      const row = await orders.byNumber(orderNumber);
      if (!row || row.holderId !== holder.holderId) throw orderErrors.notFound();
      if (row.status === 'payment_pending' && row.payment.challengeId) {
        return apply(row, await gateway.completeChallenge(row.payment.challengeId, threeDS2Result));
      }
      return settle(row);
    },

    /** `GET /consumers-v3/consumer/purchase/{orderNumber}`: for its `st`, or its holder's token; else not found. */
    async purchase(orderNumber: string, st: string | undefined, holder: TokenHolder | undefined): Promise<Order> {
      const row = await orders.byNumber(orderNumber);
      const allowed = row && ((st !== undefined && sameSecret(st, row.st)) || (holder !== undefined && holder.holderId === row.holderId));
      if (!row || !allowed) throw orderErrors.notFound();
      return orderAnswer(row);
    },

    /** Every move of an order's status (for tests and support). */
    events: (orderNumber: string) => orders.events(orderNumber),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
