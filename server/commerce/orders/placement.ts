import { randomBytes } from 'node:crypto';
import { errorIds, type Cart } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import type { JobScheduler } from '../../jobs/index';
import type { Mailer } from '../../providers/mail/port';
import type { AuthorizeResult, CardGateway } from '../../providers/payments/port';
import type { TokenHolder } from '../auth/index';
import type { CartService } from '../cart/index';
import { cartErrors } from '../cart/errors';
import type { CartRow } from '../cart/repository';
import { checkAddress } from '../checkout/address-check';
import { checkoutErrors } from '../checkout/errors';
import { declineOf, orderErrors } from './errors';
import { orderMail } from './order-mail';
import { type OrderRepository, type OrderRow, paymentOf, type PaymentFailure } from './repository';
import { within } from './within';
import { workflow } from './workflow';

/** The job every placed order has until its payment is settled and its e-mail sent (key: the order number). */
export const SETTLEMENT_JOB = 'order-settlement';

/** Order numbers start with the brand's two capitals, as its master ids do. */
const orderPrefix: Readonly<Record<string, string>> = { ridgeline: 'RL', kestrel: 'KS' };

export interface PlaceOrderInput {
  readonly cartId: string;
  readonly billingAddress?: unknown;
  readonly channel: 'ECOMM' | 'MAPP';
  readonly idempotencyKey?: string;
  /** The cart's `version` the shopper reviewed; a cart changed since is refused (BSK409), never charged. */
  readonly cartVersion?: number;
  /** An in-store associate's sale (checked by the order service before placing): kept on the order. */
  readonly inStoreSalesInfo?: { readonly storeId: string; readonly storeEmployeeId: string };
}

/** Where the placing left an order: still an order to answer (authorized, waiting on a challenge, or still unsettled), or refused. */
export type Settled =
  { readonly kind: 'order'; readonly row: OrderRow } | { readonly kind: 'refused'; readonly failure: PaymentFailure & { readonly basketId: string } };

/** The payment failed, and the order ends with `failure`: what the compensations undo the order for. */
export class PaymentFailed extends Error {
  override readonly name = 'PaymentFailed';
  constructor(readonly failure: PaymentFailure) {
    super(`${failure.errorId}: ${failure.message}`);
  }
}

/**
 * `createOrder` wrote no order: the cart was no longer open as reviewed (`closed`: another call placed it first, or it
 * changed since), or the placing transaction failed (`failed`, with its `cause`: StockShort, the key's index, the
 * database) and was rolled back whole.
 */
export class NotCreated extends Error {
  override readonly name = 'NotCreated';
  constructor(
    readonly reason: 'closed' | 'failed',
    cause?: unknown,
  ) {
    super(`the order was not created (${reason})`, { cause });
  }
}

/** The order `reviewCart` builds from the cart, and the units `createOrder` takes for it. */
interface OrderDraft {
  readonly order: Parameters<OrderRepository['place']>[0];
  readonly prefix: string;
  readonly lines: readonly { readonly sku: string; readonly qty: number }[];
}

/** One placing as it goes: what each step found or made, for the steps after it and for the compensations. */
export interface Placing {
  /** A new placing: the holder, their open cart and the call. */
  readonly request?: { readonly holder: TokenHolder; readonly cart: CartRow; readonly input: PlaceOrderInput };
  draft?: OrderDraft;
  /** The order: written by `createOrder`, or one placed before that is carried on. */
  row?: OrderRow;
  /** The gateway's answer to the payment; null when none came in time (or an error came instead). */
  answer?: AuthorizeResult | null;
  /** Whether the order's e-mail goes out beside the answer (a shopper's call) or before it (the job). */
  readonly mail: 'beside' | 'await';
  /** Where the order ended up, once a step or a compensation settled it. */
  settled?: Settled;
  /** While the payment may be held at the gateway (its void not done), the order is not released. */
  held?: boolean;
}

export interface PlacementOptions {
  readonly orders: OrderRepository;
  readonly carts: CartService;
  readonly gateway: CardGateway;
  readonly mailer: Mailer;
  readonly jobs: JobScheduler;
  /** The store's public origin, for the confirmation e-mail's link. */
  readonly publicUrl: string;
  /** How long the gateway may take to authorize before the store voids the attempt (PYT300). */
  readonly paymentTimeoutMs: number;
  /** When an order still waiting for payment is settled by its job, after it was placed. */
  readonly settleAfterMs: number;
  /** How long a 3-D Secure challenge may wait for the shopper before the store voids it (PYT405). */
  readonly challengeExpiryMs: number;
  readonly report: (error: unknown, what: string) => void;
  readonly onPlaced?: (order: { readonly orderNumber: string; readonly siteId: string }) => void;
}

/** Problems that stop a cart from being placed: an empty cart, a missing step, items gone or short of stock. */
export function checkReady(cart: CartRow, answer: Cart): void {
  if (answer.items.length === 0) throw checkoutErrors.emptyCart();
  const flagged = (type: string) => new Set(answer.flash.filter((f) => f.type === type && f.itemId).map((f) => f.itemId));
  const gone = flagged(errorIds.noLongerAvailable);
  if (gone.size > 0)
    throw orderErrors.noLongerAvailable(answer.items.filter((item) => gone.has(item.itemId)).map((item) => ({ itemId: item.itemId, upc: item.upc })));
  const short = answer.items.filter((item) => !item.available);
  if (short.length > 0)
    throw orderErrors.outOfStock(
      short.map((item) => ({ itemId: item.itemId, upc: item.upc, available: item.maxQty })),
      short.length === answer.items.length,
    );
  if (!cart.shippingAddress || !cart.email) throw checkoutErrors.missingShippingAddress();
  if (cart.shippingAddress.country !== siteById(cart.siteId)?.locale.country)
    throw checkoutErrors.cannotShipThere('cart.shippingAddress.country', cart.shippingAddress.country);
  if (!cart.paymentInstrument) throw checkoutErrors.missingPayment();
}

const failureOf = (reason: Parameters<typeof declineOf>[0]): PaymentFailure => {
  const decline = declineOf(reason);
  return { errorId: decline.errorId, message: decline.message };
};

/**
 * Placing an order (spec 000 §4 and §7) as a workflow of named steps, each undone by its compensation when a later
 * one fails:
 * 1. `reviewCart` — the cart as the shopper reviewed it (`cartVersion`), ready to place; the order built from it.
 * 2. `createOrder` — one transaction: the cart area closes the cart (its row lock makes a second placing wait, then
 *    find it closed), the order is written waiting for payment with its settlement job, and its units are taken
 *    (never below zero; a short sku rolls it all back). Compensation `releaseOrder`, one transaction too: the order is
 *    cancelled, its lines go back into an open cart (the cart area's `reopen`) and its units back on sale, the job goes.
 * 3. `authorizePayment` — the gateway is asked, with the order number as its reference; no answer in time (or an
 *    error) is recorded as none: the gateway may still authorize. Compensation `voidPayment`: the store's decision is
 *    recorded on the order (`cancelling`: nothing authorizes it after that), then the reference is voided.
 * 4. `complete` — the answer applied: authorized (and the e-mail sent), or waiting on a 3-D Secure challenge (the
 *    shopper's answer, or the job at its expiry, carries it on from here); a refusal or no answer fails the payment.
 *
 * Compensations undo a payment that failed (`PaymentFailed`) and nothing else: a crash or a database error leaves the
 * order to its settlement job, which finishes it with the same steps (`apply`) or compensations (`giveUp`). A refused
 * payment is not voided (nothing is held); a void that fails leaves the order decided and its units taken, for the job.
 */
export function createPlacement(options: PlacementOptions) {
  const { orders, carts, gateway, jobs, report } = options;
  const linesOf = (row: OrderRow) => row.items.map((item) => ({ sku: item.upc, qty: item.qty }));

  function requestOf(p: Placing): NonNullable<Placing['request']> {
    if (!p.request) throw new Error('a new placing needs its cart');
    return p.request;
  }
  function rowOf(p: Placing): OrderRow {
    if (!p.row) throw new Error('no order to carry on');
    return p.row;
  }
  async function reread(orderNumber: string): Promise<OrderRow> {
    const row = await orders.byNumber(orderNumber);
    if (!row) throw new Error(`order ${orderNumber} vanished`);
    return row;
  }

  /** The order's e-mail; then its settlement job goes (a job left on an authorized order means the e-mail is owed). */
  async function confirm(row: OrderRow): Promise<void> {
    await options.mailer.send(orderMail(row, options.publicUrl));
    await jobs.cancel(SETTLEMENT_JOB, row.orderNumber);
  }

  /** Where an order another mover got to first is; a cancelling someone decided is finished here. */
  async function carryOn(row: OrderRow): Promise<Settled> {
    const cancelling = paymentOf(row).cancelling;
    if (row.status === 'payment_pending' && cancelling) return giveUp(row, cancelling);
    if (row.failure) return { kind: 'refused', failure: row.failure };
    return { kind: 'order', row };
  }

  /**
   * The gateway authorized: the order is authorized and its e-mail sent, beside the answer (`mail: 'beside'`: the
   * shopper does not wait on the mail provider, a failure is reported and the job sends it later) or before it.
   */
  async function authorized(row: OrderRow, paymentId: string, mail: Placing['mail']): Promise<Settled> {
    const placed = await orders.authorize(row.orderNumber, { ...paymentOf(row), paymentId, authorizedAt: jobs.now().toISOString() });
    if (!placed) return carryOn(await reread(row.orderNumber));
    if (mail === 'await') await confirm(placed);
    else void confirm(placed).catch((error: unknown) => report(error, `sending the e-mail of order ${row.orderNumber}`));
    return { kind: 'order', row: placed };
  }

  /** The shopper is asked to confirm (3-D Secure): recorded with its expiry, and the settlement job moved to it. */
  async function challenged(row: OrderRow, result: Extract<AuthorizeResult, { outcome: 'challenge' }>): Promise<Settled> {
    const expiresAt = new Date(jobs.now().getTime() + options.challengeExpiryMs);
    await orders.awaitChallenge(
      row.orderNumber,
      {
        ...paymentOf(row),
        paymentId: result.paymentId,
        challengeId: result.challengeId,
        challengeUrl: result.challengeUrl,
        challengeExpiresAt: expiresAt.toISOString(),
      },
      (tx) => jobs.schedule(SETTLEMENT_JOB, row.orderNumber, expiresAt, tx),
    );
    return carryOn(await reread(row.orderNumber));
  }

  const placing = workflow<Placing>([
    {
      name: 'reviewCart',
      async run(p) {
        const { holder, cart, input } = requestOf(p);
        // What the shopper reviewed is what is charged: a cart changed since (another tab) is refused, nothing placed.
        if (input.cartVersion !== undefined && input.cartVersion !== cart.version) throw cartErrors.changed(cart.id, cart.version);
        const answer = await carts.answer(cart);
        checkReady(cart, answer);
        const shipping = cart.shippingAddress;
        const instrument = cart.paymentInstrument;
        if (!shipping || !instrument || !cart.email) throw checkoutErrors.missingShippingAddress();
        const billing =
          input.billingAddress !== undefined && input.billingAddress !== null
            ? checkAddress(input.billingAddress, 'body.billingAddress', 'B', randomBytes(12).toString('hex'))
            : (cart.billingAddress ?? { ...shipping, approachType: 'B' as const, shippingId: undefined, email: undefined });
        const site = siteById(cart.siteId);
        const method = answer.shippingMethods[0]?.applicableShippingMethods.find((m) => m.code === answer.shippingMethods[0]?.code);
        if (!site || !method) throw checkoutErrors.shippingMethodNotFound(cart.shippingCode);
        p.draft = {
          order: {
            st: randomBytes(24).toString('base64url'),
            cartId: cart.id,
            holderId: holder.holderId,
            siteId: cart.siteId,
            currency: cart.currency,
            email: cart.email,
            channel: input.channel,
            idempotencyKey: input.idempotencyKey ?? null,
            inStoreStoreId: input.inStoreSalesInfo?.storeId ?? null,
            inStoreEmployeeId: input.inStoreSalesInfo?.storeEmployeeId ?? null,
            items: answer.items.map((item) => ({
              itemId: item.itemId,
              productId: item.productId,
              upc: item.upc,
              qty: item.qty,
              name: item.name,
              colour: item.colour,
              size: item.size,
              price: item.price,
              pdpUrl: item.pdpUrl,
              productImageURL: item.productImageURL,
            })),
            shippingAddress: shipping,
            billingAddress: billing,
            shippingMethod: { code: method.code, price: answer.totals.shipping, deliveryTime: method.deliveryTime },
            totals: {
              itemTotal: answer.totals.itemTotal,
              shipping: answer.totals.shipping,
              tax: answer.totals.tax,
              taxIncluded: answer.totals.taxIncluded,
              totalDiscount: answer.totals.totalDiscount,
              total: answer.totals.total,
              currency: cart.currency,
              totalUnits: answer.totals.totalUnits,
            },
            payment: { brand: instrument.brand, last4: instrument.last4, token: instrument.token, amount: answer.totals.total },
          },
          prefix: orderPrefix[site.brand.id] ?? site.brand.id.slice(0, 2).toUpperCase(),
          lines: answer.items.map((item) => ({ sku: item.upc, qty: item.qty })),
        };
      },
    },
    {
      name: 'createOrder',
      async run(p) {
        const { input } = requestOf(p);
        const draft = p.draft;
        if (!draft) throw new Error('createOrder before reviewCart');
        let row: OrderRow | undefined;
        try {
          row = await orders.place(
            draft.order,
            draft.prefix,
            draft.lines,
            input.cartVersion,
            // Its settlement job is written with it: whatever becomes of this call, the order is settled.
            (tx, placed) => jobs.schedule(SETTLEMENT_JOB, placed.orderNumber, new Date(jobs.now().getTime() + options.settleAfterMs), tx),
          );
        } catch (error) {
          throw new NotCreated('failed', error);
        }
        if (!row) throw new NotCreated('closed');
        options.onPlaced?.(row);
        p.row = row;
      },
      /** releaseOrder: the order cancelled, its lines back in an open cart, its units back on sale, its job gone. */
      async compensate(p, cause) {
        if (!(cause instanceof PaymentFailed) || p.held || p.settled) return;
        const row = rowOf(p);
        const recorded = await orders.fail(row.orderNumber, cause.failure, linesOf(row), (tx) => jobs.cancel(SETTLEMENT_JOB, row.orderNumber, tx));
        p.settled = recorded ? { kind: 'refused', failure: recorded } : await carryOn(await reread(row.orderNumber));
      },
    },
    {
      name: 'authorizePayment',
      async run(p) {
        const row = rowOf(p);
        const request = { token: row.payment.token, amount: row.payment.amount, currency: row.currency, reference: row.orderNumber };
        try {
          p.answer = await within(gateway.authorize(request), options.paymentTimeoutMs, `the gateway's authorization of ${row.orderNumber}`);
        } catch (error) {
          report(error, `authorizing order ${row.orderNumber}`);
          p.answer = null;
        }
      },
      /**
       * voidPayment: unless the gateway refused (nothing is held), the store's decision is recorded on the order first
       * (one conditional update: of two deciders one wins, and nothing authorizes it after), then the reference is
       * voided, releasing an authorization that came late or at the same time. Another mover that got there first is
       * carried on instead.
       */
      async compensate(p, cause) {
        if (!(cause instanceof PaymentFailed) || p.answer?.outcome === 'declined') return;
        const row = rowOf(p);
        p.held = true;
        const decided = paymentOf(row).cancelling ? row : await orders.markCancelling(row.orderNumber, cause.failure);
        if (!decided) {
          p.settled = await carryOn(await reread(row.orderNumber));
          p.held = false;
          return;
        }
        p.row = decided;
        await gateway.cancel(row.orderNumber);
        p.held = false;
      },
    },
    {
      name: 'complete',
      async run(p) {
        const row = rowOf(p);
        const answer = p.answer;
        if (!answer) throw new PaymentFailed(failureOf('unavailable'));
        if (answer.outcome === 'authorized') p.settled = await authorized(row, answer.paymentId, p.mail);
        else if (answer.outcome === 'challenge') p.settled = await challenged(row, answer);
        else throw new PaymentFailed(failureOf(answer.reason));
      },
    },
  ]);

  /** Runs the placing (after the step `after`, when an order already exists) and answers where it left the order. */
  async function proceed(p: Placing, after?: 'createOrder' | 'authorizePayment'): Promise<Settled> {
    const outcome = await placing.run(p, after === undefined ? {} : { after });
    if (outcome.ok) {
      if (!p.settled) throw new Error('the placing completed without an outcome');
      return p.settled;
    }
    if (!(outcome.error instanceof PaymentFailed)) throw outcome.error;
    const row = rowOf(p);
    const [failed] = outcome.compensationFailures;
    if (failed) {
      // The gateway did not answer the shopper's call: a void or cancelling that fails here is left to the order's
      // job, and the shopper is answered the order as it is (pending). Any other failure to compensate is an error.
      if (p.answer !== null) throw failed.error;
      report(failed.error, `voiding the payment of order ${row.orderNumber}`);
      return { kind: 'order', row: (await orders.byNumber(row.orderNumber)) ?? row };
    }
    return p.settled ?? { kind: 'order', row: await reread(row.orderNumber) };
  }

  /**
   * The store gives up on an order's payment without a step of this call failing (the job: a crash before the
   * gateway was asked, a challenge that expired, a cancelling decided and not finished): the compensations of every
   * step up to the payment, as if it had failed. A compensation that fails throws (the job is retried).
   */
  async function giveUp(row: OrderRow, failure: PaymentFailure): Promise<Settled> {
    const p: Placing = { row, mail: 'await' };
    const [failed] = await placing.compensate(p, 'authorizePayment', new PaymentFailed(failure));
    if (failed) throw failed.error;
    return p.settled ?? { kind: 'order', row: await reread(row.orderNumber) };
  }

  return {
    /** Every step: the holder's open cart becomes an order, asked to be paid for. */
    place: (request: NonNullable<Placing['request']>): Promise<Settled> => proceed({ request, mail: 'beside' }),
    /** An order written but whose payment nobody asked for yet (a retry found it): from `authorizePayment` on. */
    pay: (row: OrderRow): Promise<Settled> => proceed({ row, mail: 'beside' }, 'createOrder'),
    /** The gateway's answer, learnt otherwise (the challenge's result, the job's lookup): the `complete` step. */
    apply: (row: OrderRow, answer: AuthorizeResult, mail: Placing['mail']): Promise<Settled> => proceed({ row, answer, mail }, 'authorizePayment'),
    giveUp,
    carryOn,
    confirm,
    steps: placing.steps,
  };
}

export type Placement = ReturnType<typeof createPlacement>;
