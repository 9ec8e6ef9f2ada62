import type { z } from 'zod';
import type { PurchaseHistory, purchaseHistoryBodySchema } from '../../../schemas';
import type { Database } from '../../db/index';
import { pagesOf, summaryOf } from './history-answer';
import { createHistoryRepository, type HistoryRepository } from './history-repository';

type HistoryQuery = z.output<typeof purchaseHistoryBodySchema>;

/**
 * The signed-in consumer's order history (spec 000 §7 `POST /purchasehistory`): every order the account holds —
 * placed signed in, or placed as a guest and claimed at sign-in — newest first. A page past the last is empty.
 */
export function createPurchaseHistory(db: Database, repository: HistoryRepository = createHistoryRepository(db)) {
  return {
    async page(holderId: string, query: HistoryQuery): Promise<PurchaseHistory> {
      const [rows, total] = await Promise.all([
        repository.page(holderId, (query.page - 1) * query.pageSize, query.pageSize),
        repository.count(holderId),
      ]);
      return { orders: rows.map(summaryOf), page: query.page, pageSize: query.pageSize, total, totalPages: pagesOf(total, query.pageSize) };
    },
  };
}

export type PurchaseHistoryService = ReturnType<typeof createPurchaseHistory>;
