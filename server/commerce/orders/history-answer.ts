import type { OrderStatus, PurchaseSummary } from '../../../schemas';
import type { HistoryRow } from './history-repository';

/** A history row as the API answers it: money in minor units of the order's currency, the first line's picture. */
export function summaryOf(row: HistoryRow): PurchaseSummary {
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    siteId: row.siteId,
    total: row.total,
    currency: row.currency,
    totalUnits: row.totalUnits,
    firstItem: row.firstItem ? { name: row.firstItem.name, productImageURL: row.firstItem.productImageURL } : null,
  };
}

/** How many pages `total` orders fill, `pageSize` a page (none when there are none). */
export const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
