import { timingSafeEqual } from 'node:crypto';
import type { Cart, Order } from '../../../schemas';
import type { Database } from '../../db/index';
import { createJobRunner, type JobScheduler } from '../../jobs/index';
import type { Mailer } from '../../providers/mail/port';
import type { CardGateway } from '../../providers/payments/port';
import type { TokenHolder } from '../auth/index';
import type { CartService } from '../cart/index';
import { cartErrors } from '../cart/errors';
import type { CartRow } from '../cart/repository';
import { orderAnswer } from './answer';
import { orderErrors, paymentRefused } from './errors';
import { checkReady, createPlacement, NotCreated, type PlaceOrderInput, type Settled } from './placement';
import { createOrderRepository, type OrderRepository, type OrderRow, paymentOf, StockShort } from './repository';
import { settlementJob } from './settlement-job';

/** How long the gateway may take to authorize before the store voids the attempt and says so (PYT300). */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;
/**
 * An order still waiting for payment this long after it was placed is settled by its job. Well past the gateway's
 * timeout: the shopper's own call has finished (or died) by then, so the job only meets orders nobody is finishing.
 */
export const DEFAULT_SETTLE_AFTER_MS = 60_000;
/** How long a 3-D Secure challenge waits for the shopper before the store voids it and releases the units (PYT405). */
export const DEFAULT_CHALLENGE_EXPIRY_MS = 15 * 60_000;

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
  /**
   * Checks an order's `inStoreSalesInfo` against the cart's site before anything is placed (the stores area's rules);
   * without it, an order naming a store is refused.
   */
  readonly checkInStoreSale?: (holder: TokenHolder, info: NonNullable<PlaceOrderInput['inStoreSalesInfo']>, siteId: string) => Promise<void>;
}

export type { PlaceOrderInput } from './placement';

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Placing and paying orders (spec 000 §4 and §7): the calls, over the placing workflow (placement.ts: review the cart,
 * create the order, authorize the payment, complete; a failed payment compensated step by step). A cart becomes at
 * most one order: every call that finds an order already placed for its cart (or its `Idempotency-Key`) carries that
 * order on from where it is, so a retry, a double click or two racing calls all answer the same order; an order nobody
 * carries on is settled by its job (settlement-job.ts) with the same steps and compensations.
 */
export function createOrderService(
  db: Database,
  carts: CartService,
  options: OrderServiceOptions,
  orders: OrderRepository = createOrderRepository(db, carts),
) {
  const { gateway } = options;
  const jobs = options.jobs ?? createJobRunner(db);
  const timeoutMs = options.paymentTimeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const placement = createPlacement({
    orders,
    carts,
    gateway,
    mailer: options.mailer,
    jobs,
    publicUrl: options.publicUrl,
    paymentTimeoutMs: timeoutMs,
    settleAfterMs: options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS,
    challengeExpiryMs: options.challengeExpiryMs ?? DEFAULT_CHALLENGE_EXPIRY_MS,
    report: options.onError ?? (() => undefined),
    ...(options.onPlaced ? { onPlaced: options.onPlaced } : {}),
  });

  /** The answer to the shopper for where the placing left the order: the order, or the refusal with the cart to go on with. */
  function answerOf(settled: Settled): Order {
    if (settled.kind === 'refused') throw paymentRefused(settled.failure);
    return orderAnswer(settled.row);
  }

  /** Carries an order on from where it is: asks for payment if nobody has, else answers its outcome. */
  async function settle(row: OrderRow): Promise<Order> {
    const payment = paymentOf(row);
    const unasked = row.status === 'payment_pending' && !payment.challengeId && !payment.cancelling;
    return answerOf(unasked ? await placement.pay(row) : await placement.carryOn(row));
  }

  /** The order a holder placed before for this cart or key, if any (another holder's is refused). */
  async function earlier(holder: TokenHolder, input: PlaceOrderInput): Promise<OrderRow | undefined> {
    const found = await orders.byCartOrKey(input.cartId, holder.holderId, input.idempotencyKey);
    const byKey =
      input.idempotencyKey === undefined
        ? undefined
        : found.find((row) => row.holderId === holder.holderId && row.idempotencyKey === input.idempotencyKey);
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
    throw orderErrors.outOfStock(
      short.map((item) => ({ itemId: item.itemId, upc: item.upc, available: item.maxQty })),
      short.length === answer.items.length,
    );
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
      if (input.inStoreSalesInfo) {
        if (!options.checkInStoreSale) throw new Error('in-store sales are not checked by this order service');
        await options.checkInStoreSale(holder, input.inStoreSalesInfo, cart.siteId);
      }
      try {
        return answerOf(await placement.place({ holder, cart, input }));
      } catch (error) {
        if (!(error instanceof NotCreated)) throw error;
        if (error.cause instanceof StockShort) return stockError(cart);
        // Another call placed this cart first (it held the cart's lock), or the same Idempotency-Key raced on two
        // carts (the loser's key names the winner's order, 422): carry that order on.
        const other = await earlier(holder, input);
        if (other) return settle(other);
        if (error.reason === 'closed') return changedSince(holder, input);
        throw error.cause;
      }
    },

    /** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result the challenge page handed the storefront. */
    async completeChallenge(holder: TokenHolder, orderNumber: string, threeDS2Result: string): Promise<Order> {
      const row = await orders.byNumber(orderNumber);
      if (!row || row.holderId !== holder.holderId) throw orderErrors.notFound();
      const payment = paymentOf(row);
      if (row.status === 'payment_pending' && payment.challengeId && !payment.cancelling) {
        return answerOf(await placement.apply(row, await gateway.completeChallenge(payment.challengeId, threeDS2Result), 'beside'));
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
    settlement: settlementJob(orders, placement, gateway, timeoutMs),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
