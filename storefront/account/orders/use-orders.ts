import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PURCHASE_HISTORY_PAGE_DEFAULT, type PurchaseHistory } from '../../../schemas';
import { commerce } from '../../commerce';
import { nextPageOf } from './order-words';

/** Under the shopper's `orders` root: a sign-in or sign-out drops them with the rest of the shopper's data. */
export const orderHistoryKey = (locale: string) => ['orders', 'history', locale] as const;
export const orderKey = (orderNumber: string) => ['orders', 'one', orderNumber] as const;

/** The signed-in consumer's orders, newest first, a page at a time ("Show more" asks for the next). */
export function useOrderHistory(locale: string) {
  return useInfiniteQuery({
    queryKey: orderHistoryKey(locale),
    queryFn: ({ pageParam }): Promise<PurchaseHistory> =>
      commerce.call('POST /consumers-v3/consumer/purchasehistory', { body: { page: pageParam, pageSize: PURCHASE_HISTORY_PAGE_DEFAULT, locale } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    retry: 1,
  });
}

/** One of the consumer's orders, read with the sign-in alone (no `st`); another's or an unknown one is not found. */
export function useOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKey(orderNumber),
    queryFn: () => commerce.call('GET /consumers-v3/consumer/purchase/:orderNumber', { params: { orderNumber } }),
    retry: false,
  });
}
