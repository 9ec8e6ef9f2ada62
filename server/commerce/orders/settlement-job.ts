import type { JobHandler } from '../../jobs/index';
import type { CardGateway } from '../../providers/payments/port';
import { storeFailures } from './errors';
import type { Placement } from './placement';
import { type OrderRepository, paymentOf } from './repository';
import { within } from './within';

/**
 * The settlement job of one order (due a while after it was placed, or when its 3-D Secure challenge expires): an
 * order nobody finished is finished here, by the placing's own steps and compensations (placement.ts).
 * - no longer waiting for payment: nothing to do, unless it is authorized, when its e-mail was never confirmed sent
 *   (the call that authorized it drops the job once it has sent it; authorized less than `timeoutMs` ago, that call
 *   may be sending it now, so the job looks again then rather than send a second one);
 * - decided to be voided (a crash or a refused void midway): the compensations are finished (`giveUp`: void, then
 *   release the order);
 * - else the gateway is asked what it did with the order's reference: authorized or declined is applied as if it had
 *   answered the shopper (the `complete` step); a challenge the order never heard of is recorded (its expiry starts
 *   now); a challenge still unanswered at its expiry is given up (void, release: PYT405); so is a reference it never
 *   saw (the process died between placing and paying), voided first so a request still on its way cannot charge:
 *   the shopper was not charged (PYT300).
 * A gateway that does not answer within `timeoutMs`, or a compensation that fails, fails the run: it is retried later.
 */
export function settlementJob(orders: OrderRepository, placement: Placement, gateway: CardGateway, timeoutMs: number): JobHandler {
  return async ({ key, now }) => {
    const row = await orders.byNumber(key);
    if (row?.status === 'authorized') {
      const authorizedAt = Date.parse(paymentOf(row).authorizedAt ?? '');
      if (now.getTime() - authorizedAt < timeoutMs) return { runAgainAt: new Date(authorizedAt + timeoutMs) };
      await placement.confirm(row);
      return undefined;
    }
    if (row?.status !== 'payment_pending') return undefined;
    const payment = paymentOf(row);
    if (payment.cancelling) {
      await placement.giveUp(row, payment.cancelling);
      return undefined;
    }
    // Run early (the challenge came after the job was due): it waits for the challenge's expiry.
    const expiresAt = payment.challengeExpiresAt ? new Date(payment.challengeExpiresAt) : undefined;
    if (expiresAt && expiresAt.getTime() > now.getTime()) return { runAgainAt: expiresAt };
    const known = await within(gateway.lookup(key), timeoutMs, `the gateway's lookup of ${key}`);
    if (known === null) await placement.giveUp(row, storeFailures.notCharged);
    else if (known.outcome === 'challenge' && payment.challengeId) await placement.giveUp(row, storeFailures.challengeExpired);
    else await placement.apply(row, known, 'await');
    return undefined;
  };
}
