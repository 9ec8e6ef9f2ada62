import { timingSafeEqual } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { orders } from '../../db/index';
import type { Transaction } from '../../platform/index';

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Claims a guest's order into a signed-in holder's account, in the sign-in's transaction (spec 000 §4: `orderNo`
 * and `st` among the guest objects, after an order placed as a guest). The `st` (the secret of the order's link) is
 * the proof: without the right one nothing happens. Only an order still held by a guest moves, so a consumer's
 * order is never taken by another, and claiming twice is a no-op. Whether the order is now the holder's.
 */
export async function claimGuestOrder(tx: Transaction, input: { orderNumber: string; st: string; holderId: string }): Promise<boolean> {
  const [order] = await tx
    .select({ st: orders.st, holderId: orders.holderId, idempotencyKey: orders.idempotencyKey })
    .from(orders)
    .where(eq(orders.orderNumber, input.orderNumber))
    .for('update');
  if (!order || !sameSecret(input.st, order.st)) return false;
  if (order.holderId === input.holderId) return true;
  // NB: the Idempotency-Key goes (it named a guest's request, and the account may hold another order with the same key).
  const claimed = await tx
    .update(orders)
    .set({ holderId: input.holderId, idempotencyKey: null, updatedAt: sql`now()` })
    .where(and(eq(orders.orderNumber, input.orderNumber), like(orders.holderId, 'guest-%')))
    .returning({ orderNumber: orders.orderNumber });
  return claimed.length > 0;
}
