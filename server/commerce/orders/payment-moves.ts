import type { JobScheduler } from '../../jobs/index';
import type { Mailer } from '../../providers/mail/port';
import type { AuthorizeResult, CardGateway } from '../../providers/payments/port';
import { declineOf } from './errors';
import { orderMail } from './order-mail';
import { type OrderRepository, type OrderRow, paymentOf, type PaymentFailure } from './repository';

/** The job every placed order has until its payment is settled and its e-mail sent (key: the order number). */
export const SETTLEMENT_JOB = 'order-settlement';

/** Where a move left an order: still an order to answer (authorized, waiting on a challenge, or still unsettled), or refused. */
export type Settled =
  | { readonly kind: 'order'; readonly row: OrderRow }
  | { readonly kind: 'refused'; readonly failure: PaymentFailure & { readonly basketId: string } };

export interface PaymentMovesOptions {
  readonly gateway: CardGateway;
  readonly mailer: Mailer;
  readonly jobs: JobScheduler;
  /** The store's public origin, for the confirmation e-mail's link. */
  readonly publicUrl: string;
  /** How long a 3-D Secure challenge may wait for the shopper before the store voids it (PYT405). */
  readonly challengeExpiryMs: number;
  readonly report: (error: unknown, what: string) => void;
}

/**
 * The moves of an unsettled order, shared by the shopper's calls and the settlement job, so that whichever comes first
 * wins and the other answers its outcome: each is a conditional update of the order (or of its row in a transaction),
 * and an order the store decided to void (`cancelling`) can no longer be authorized. A payment is charged at most
 * once: a cancelling is recorded before the gateway voids, and finished (void, then cancel) by whoever finds it.
 */
export function paymentMoves(orders: OrderRepository, options: PaymentMovesOptions) {
  const { gateway, jobs } = options;
  const linesOf = (row: OrderRow) => row.items.map((item) => ({ sku: item.upc, qty: item.qty }));

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
    if (row.status === 'payment_pending' && cancelling) return voidAndFail(row, cancelling);
    if (row.failure) return { kind: 'refused', failure: row.failure };
    return { kind: 'order', row };
  }

  /**
   * The gateway authorized: the order is authorized and its e-mail sent, beside the answer (`mail: 'beside'`: the
   * shopper does not wait on the mail provider, a failure is reported and the job sends it later) or before it.
   */
  async function authorized(row: OrderRow, paymentId: string, mail: 'beside' | 'await'): Promise<Settled> {
    const placed = await orders.authorize(row.orderNumber, { ...paymentOf(row), paymentId, authorizedAt: jobs.now().toISOString() });
    if (!placed) return carryOn(await reread(row.orderNumber));
    if (mail === 'await') await confirm(placed);
    else void confirm(placed).catch((error: unknown) => options.report(error, `sending the e-mail of order ${row.orderNumber}`));
    return { kind: 'order', row: placed };
  }

  /** The payment failed: the order is cancelled, its stock released and its lines back in a cart; the job goes. */
  async function failed(row: OrderRow, failure: PaymentFailure): Promise<Settled> {
    const recorded = await orders.fail(row.orderNumber, failure, linesOf(row), (tx) => jobs.cancel(SETTLEMENT_JOB, row.orderNumber, tx));
    return recorded ? { kind: 'refused', failure: recorded } : carryOn(await reread(row.orderNumber));
  }

  /** The shopper is asked to confirm (3-D Secure): recorded with its expiry, and the settlement job moved to it. */
  async function challenged(row: OrderRow, result: Extract<AuthorizeResult, { outcome: 'challenge' }>): Promise<Settled> {
    const expiresAt = new Date(jobs.now().getTime() + options.challengeExpiryMs);
    await orders.awaitChallenge(row.orderNumber, {
      ...paymentOf(row), paymentId: result.paymentId, challengeId: result.challengeId, challengeUrl: result.challengeUrl, challengeExpiresAt: expiresAt.toISOString(),
    }, (tx) => jobs.schedule(SETTLEMENT_JOB, row.orderNumber, expiresAt, tx));
    return carryOn(await reread(row.orderNumber));
  }

  /**
   * The store gives up on the payment: the decision is recorded on the order (from then on nothing authorizes it),
   * the reference is voided at the gateway (a late or concurrent authorization is released, and none can follow),
   * then the order is cancelled with the failure decided. A void the gateway refuses throws, leaving the order
   * pending and decided: the settlement job finishes it.
   */
  async function voidAndFail(row: OrderRow, failure: PaymentFailure): Promise<Settled> {
    const decided = paymentOf(row).cancelling ? row : await orders.markCancelling(row.orderNumber, failure);
    if (!decided) return carryOn(await reread(row.orderNumber));
    await gateway.cancel(row.orderNumber);
    return failed(decided, paymentOf(decided).cancelling ?? failure);
  }

  /** Applies the gateway's answer to a pending order. */
  function apply(row: OrderRow, result: AuthorizeResult, mail: 'beside' | 'await'): Promise<Settled> {
    if (result.outcome === 'authorized') return authorized(row, result.paymentId, mail);
    if (result.outcome === 'challenge') return challenged(row, result);
    const decline = declineOf(result.reason);
    return failed(row, { errorId: decline.errorId, message: decline.message });
  }

  return { apply, voidAndFail, carryOn, confirm };
}

export type PaymentMoves = ReturnType<typeof paymentMoves>;
