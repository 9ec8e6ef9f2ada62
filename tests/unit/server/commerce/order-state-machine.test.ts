import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../../../../schemas';
import { assertMove, canMove, orderTransitions } from '../../../../server/commerce/orders/state-machine';

describe('the order state machine', () => {
  it('places, then authorizes or fails a payment; a failed payment ends cancelled', () => {
    expect(canMove('created', 'payment_pending')).toBe(true);
    expect(canMove('payment_pending', 'authorized')).toBe(true);
    expect(canMove('payment_pending', 'payment_failed')).toBe(true);
    expect(canMove('payment_failed', 'cancelled')).toBe(true);
  });

  it('never goes back, and nothing leaves a final state', () => {
    expect(canMove('authorized', 'payment_pending')).toBe(false);
    expect(canMove('payment_failed', 'authorized')).toBe(false);
    expect(orderTransitions.cancelled).toEqual([]);
    expect(orderTransitions.delivered).toEqual([]);
    expect(() => assertMove('cancelled', 'authorized')).toThrow(/cannot go from cancelled to authorized/);
  });

  it('names every status, and only statuses', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    for (const targets of Object.values(orderTransitions)) for (const to of targets) expect(orderStatuses).toContain(to);
  });
});
