import { timingSafeEqual, randomBytes } from 'node:crypto';
import type { Cart, Order } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import type { Database } from '../../db/index';
import { createJobRunner, type JobScheduler } from '../../jobs/index';
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
import { paymentMoves, SETTLEMENT_JOB, type Settled } from './payment-moves';
import { createOrderRepository, type OrderRepository, type OrderRow, paymentOf, StockShort } from './repository';
import { settlementJob } from './settlement-job';
import { within } from './within';

/** How long the gateway may take to authorize before the store voids the attempt and says so (PYT300). */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;
/**
 * An order still waiting for payment this long after it was placed is settled by its job. Well past the gateway's
 * timeout: the shopper's own call has finished (or died) by then, so the job only meets orders nobody is finishing.
 */
export const DEFAULT_SETTLE_AFTER_MS = 60_000;
/** How long a 3-D Secure challenge waits for the shopper before the store voids it and releases the units (PYT405). */
export const DEFAULT_CHALLENGE_EXPIRY_MS = 15 * 60_000;

/** Order numbers start with the brand's two capitals, as its master ids do. */
const orderPrefix: Readonly<Record<string, string>> = { ridgeline: 'RL', kestrel: 'KS' };

export interface OrderServiceOptions {
  readonly gateway: CardGateway;
  readonly mailer: Mailer;
  /** The store's public origin, for the confirmation e-mail's link. */
  readonly publicUrl: string;
  readonly paymentTimeoutMs?: number;
  /**
   * Where each order's settlement job is scheduled (its clock is the one due times are reckoned from). Without it, the
   * jobs are written to the database for whichever process runs `SETTLEMENT_JOB` (the app's runner does).
   */
  readonly jobs?: JobScheduler;
  readonly settleAfterMs?: number;
  readonly challengeExpiryMs?: number;
  /** Where a failure that must not fail the order (the e-mail) is reported. */
  readonly onError?: (error: unknown, what: string) => void;
  /** Told of each order this service placed (the metrics count them by site). */
  readonly onPlaced?: (order: { readonly orderNumber: string; readonly siteId: string }) => void;
}

export interface PlaceOrderInput {
  readonly cartId: string;
  readonly billingAddress?: unknown;
  readonly channel: 'ECOMM' | 'MAPP';
  readonly idempotencyKey?: string;
  /** The cart's `version` the shopper reviewed; a cart changed since is refused (BSK409), never charged. */
  readonly cartVersion?: number;
}

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Placing and paying orders (spec 000 §4 and §7). A cart becomes at most one order: placing takes its stock in one
 * transaction (never below zero) with its settlement job, then asks the card gateway to authorize, whose answer
 * authorizes the order, waits on a 3-D Secure challenge, or fails it (stock back on sale, its lines back in an open
 * cart). Every call that finds an order already placed for its cart (or its `Idempotency-Key`) carries that order on
 * from where it is, so a retry, a double click or two racing calls all answer the same order; an order nobody carries
 * on is settled by its job (settlement-job.ts) with the same moves.
 */
export function createOrderService(db: Database, carts: CartService, options: OrderServiceOptions, orders: OrderRepository = createOrderRepository(db, carts)) {
  const { gateway } = options;
  const jobs = options.jobs ?? createJobRunner(db);
  const timeoutMs = options.paymentTimeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const settleAfterMs = options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS;
  const report = options.onError ?? (() => undefined);
  const moves = paymentMoves(orders, {
    gateway, mailer: options.mailer, jobs, publicUrl: options.publicUrl, challengeExpiryMs: options.challengeExpiryMs ?? DEFAULT_CHALLENGE_EXPIRY_MS, report,
  });

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

  /** The answer to the shopper for where a move left the order: the order, or the refusal with the cart to go on with. */
  function answerOf(settled: Settled): Order {
    if (settled.kind === 'refused') throw paymentRefused(settled.failure);
    return orderAnswer(settled.row);
  }

  /**
   * Asks the gateway to authorize a pending order and applies its answer. No answer in time (or an error instead of
   * one) voids the reference and cancels the order (PYT300): the gateway may still authorize after the store stopped
   * waiting, and the void releases it. A void the gateway refuses leaves the order pending for its job to finish.
   */
  async function pay(row: OrderRow): Promise<Settled> {
    const request = { token: row.payment.token, amount: row.payment.amount, currency: row.currency, reference: row.orderNumber };
    let result: AuthorizeResult;
    try {
      result = await within(gateway.authorize(request), timeoutMs, `the gateway's authorization of ${row.orderNumber}`);
    } catch (error) {
      report(error, `authorizing order ${row.orderNumber}`);
      const unavailable = declineOf('unavailable');
      return moves.voidAndFail(row, { errorId: unavailable.errorId, message: unavailable.message }).catch(async (cause: unknown) => {
        report(cause, `voiding the payment of order ${row.orderNumber}`);
        return { kind: 'order' as const, row: await orders.byNumber(row.orderNumber) ?? row };
      });
    }
    return moves.apply(row, result, 'beside');
  }

  /** Carries an order on from where it is: asks for payment if nobody has, else answers its outcome. */
  async function settle(row: OrderRow): Promise<Order> {
    const payment = paymentOf(row);
    const unasked = row.status === 'payment_pending' && !payment.challengeId && !payment.cancelling;
    return answerOf(unasked ? await pay(row) : await moves.carryOn(row));
  }

  /** The order a holder placed before for this cart or key, if any (another holder's is refused). */
  async function earlier(holder: TokenHolder, input: PlaceOrderInput): Promise<OrderRow | undefined> {
    const found = await orders.byCartOrKey(input.cartId, holder.holderId, input.idempotencyKey);
    const byKey = input.idempotencyKey === undefined ? undefined : found.find((row) => row.holderId === holder.holderId && row.idempotencyKey === input.idempotencyKey);
    if (byKey && byKey.cartId !== input.cartId) throw orderErrors.idempotencyKeyReused();
    if (byKey) return byKey;
    const byCart = found.find((row) => row.cartId === input.cartId);
    if (byCart && byCart.holderId !== holder.holderId) throw cartErrors.notYours();
    return byCart;
  }

  /**
   * Placing found no order and closed no cart: the cart still open means it changed between the check of
   * `cartVersion` and the placing (BSK409, as at the check); else it is gone (BSK404).
   */
  async function changedSince(holder: TokenHolder, input: PlaceOrderInput): Promise<never> {
    const now = input.cartVersion === undefined ? undefined : await carts.owned(holder, input.cartId).catch(() => undefined);
    if (now) throw cartErrors.changed(now.id, now.version);
    throw cartErrors.notFound(input.cartId);
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
      // What the shopper reviewed is what is charged: a cart changed since (another tab) is refused, nothing placed.
      if (input.cartVersion !== undefined && input.cartVersion !== cart.version) throw cartErrors.changed(cart.id, cart.version);
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
        }, prefix, answer.items.map((item) => ({ sku: item.upc, qty: item.qty })), input.cartVersion,
        // Its settlement job is written with it: whatever becomes of this call, the order is settled.
        (tx, placed) => jobs.schedule(SETTLEMENT_JOB, placed.orderNumber, new Date(jobs.now().getTime() + settleAfterMs), tx));
      } catch (error) {
        if (error instanceof StockShort) return stockError(cart);
        // The same Idempotency-Key racing on two carts: the loser's key names the winner's order (422).
        const other = await earlier(holder, input);
        if (other) return settle(other);
        throw error;
      }
      if (row) options.onPlaced?.(row);
      // Another call placed this cart first (it held the cart's lock): carry its order on.
      const placed = row ?? (await earlier(holder, input));
      if (!placed) return changedSince(holder, input);
      return settle(placed);
    },

    /** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result the challenge page handed the storefront. */
    async completeChallenge(holder: TokenHolder, orderNumber: string, threeDS2Result: string): Promise<Order> {
      const row = await orders.byNumber(orderNumber);
      if (!row || row.holderId !== holder.holderId) throw orderErrors.notFound();
      const payment = paymentOf(row);
      if (row.status === 'payment_pending' && payment.challengeId && !payment.cancelling) {
        return answerOf(await moves.apply(row, await gateway.completeChallenge(payment.challengeId, threeDS2Result), 'beside'));
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

    /** The handler of `SETTLEMENT_JOB` (see settlement-job.ts). */
    settlement: settlementJob(orders, moves, gateway, timeoutMs),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
