import type { OrderStatus, PurchaseHistory } from '../../../schemas';

/** The next page to ask for after `last`, or undefined when it was the last one. */
export const nextPageOf = (last: PurchaseHistory): number | undefined => (last.page < last.totalPages ? last.page + 1 : undefined);

/** The orders of every page loaded so far, in order, each once (a page that moved as an order came in repeats none). */
export function ordersOf(pages: readonly PurchaseHistory[]): PurchaseHistory['orders'] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.orders).filter((order) => !seen.has(order.orderNumber) && Boolean(seen.add(order.orderNumber)));
}

/** How a status looks beside its words: done, under way, or gone wrong (the words say which; the look only repeats it). */
export function statusTone(status: OrderStatus): 'done' | 'open' | 'problem' {
  if (status === 'delivered') return 'done';
  if (status === 'cancelled' || status === 'payment_failed') return 'problem';
  return 'open';
}

/** Whether a path's item can be an order number at all (the server's own rule): anything else is not found without asking. */
export const isOrderNumber = (item: string): boolean => /^[A-Z]{2}\d{8,10}$/.test(item);
