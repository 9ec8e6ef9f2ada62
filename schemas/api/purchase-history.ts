import { z } from 'zod';
import { text } from '../text';
import { orderStatuses } from './order';

/** Orders on one page of the history unless the caller asks for another size (docs/decisions.md "Order history"). */
export const PURCHASE_HISTORY_PAGE_DEFAULT = 10;
/** The most orders one page may hold: a larger `pageSize` is refused, not shortened. */
export const PURCHASE_HISTORY_PAGE_MAX = 50;
/** Pages start at 1 (spec 000 §9: "pagination … starts at page 1"); this many pages at most. */
export const PURCHASE_HISTORY_PAGES_MAX = 10_000;

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);

/** `POST /consumers-v3/consumer/purchasehistory` (spec 000 §7): which page of the signed-in consumer's orders. */
export const purchaseHistoryBodySchema = z.object({
  page: whole(1, PURCHASE_HISTORY_PAGES_MAX).default(1),
  pageSize: whole(1, PURCHASE_HISTORY_PAGE_MAX).default(PURCHASE_HISTORY_PAGE_DEFAULT),
  locale: text().max(20).optional(),
});
export type PurchaseHistoryBody = z.input<typeof purchaseHistoryBodySchema>;

/** One row of the history: enough to recognise the order; the whole of it is `GET /consumers-v3/consumer/purchase/{orderNumber}`. */
export const purchaseSummarySchema = z.object({
  orderNumber: text(),
  createdAt: text(),
  status: z.enum(orderStatuses),
  siteId: text(),
  /** The order's total in minor units of `currency`. */
  total: z.number().int(),
  currency: text(),
  /** Units ordered, over every line. */
  totalUnits: z.number().int(),
  /** The first line's name and picture, to show beside the row. */
  firstItem: z.object({ name: text(), productImageURL: text() }).nullable(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

/** A page of the history, newest first: `total` orders over `totalPages` pages. */
export const purchaseHistorySchema = z.object({
  orders: z.array(purchaseSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
