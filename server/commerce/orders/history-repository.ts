import { count, desc, eq, sql } from 'drizzle-orm';
import type { OrderItem } from '../../../schemas';
import { orders, type Database } from '../../db/index';

/** What a row of the history needs of an order: never its payment, addresses or every line. */
export interface HistoryRow {
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly status: string;
  readonly siteId: string;
  readonly currency: string;
  readonly total: number;
  readonly totalUnits: number;
  readonly firstItem: OrderItem | null;
}

/**
 * A holder's orders, newest first (the order number breaks a tie), a page at a time: `orders_holder_created_idx`
 * (holder, created_at desc, order_number desc) answers both the page and the count.
 */
export function createHistoryRepository(db: Database) {
  const page = db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      siteId: orders.siteId,
      currency: orders.currency,
      total: sql<number>`(${orders.totals}->>'total')::bigint`.mapWith(Number),
      totalUnits: sql<number>`(${orders.totals}->>'totalUnits')::int`.mapWith(Number),
      firstItem: sql<OrderItem | null>`${orders.items}->0`,
    })
    .from(orders)
    .where(eq(orders.holderId, sql.placeholder('holderId')))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('order_history_page');
  const total = db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.holderId, sql.placeholder('holderId')))
    .prepare('order_history_count');

  return {
    async page(holderId: string, offset: number, limit: number): Promise<HistoryRow[]> {
      return page.execute({ holderId, offset, limit });
    },
    async count(holderId: string): Promise<number> {
      return (await total.execute({ holderId }))[0]?.total ?? 0;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
