import type { OrderStatus } from '../../../schemas';

/**
 * Where an order may go from each status. Placing creates it and asks for payment; the gateway's answer
 * authorizes it or fails it (a failed payment cancels it, and its units go back on sale); fulfilment (capture,
 * shipping, delivery) and cancelling an authorized order come with the order-management issues.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['payment_pending', 'cancelled'],
  payment_pending: ['authorized', 'payment_failed', 'cancelled'],
  authorized: ['captured', 'cancelled'],
  captured: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  payment_failed: ['cancelled'],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => orderTransitions[from].includes(to);

/** Throws on a move the machine does not allow: a bug, never a shopper's doing. */
export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new Error(`an order cannot go from ${from} to ${to}`);
}
