import { describe, expect, it } from 'vitest';
import { purchaseHistoryBodySchema } from '../../../../schemas';
import { pagesOf, summaryOf } from '../../../../server/commerce/orders/history-answer';
import type { HistoryRow } from '../../../../server/commerce/orders/history-repository';

const row: HistoryRow = {
  orderNumber: 'RL10000042',
  createdAt: new Date('2026-03-14T09:30:00.000Z'),
  status: 'delivered',
  siteId: 'ridgeline-en-us',
  currency: 'USD',
  total: 18_937,
  totalUnits: 3,
  firstItem: {
    itemId: 'i1',
    productId: 'P1',
    upc: 'U1',
    qty: 2,
    name: 'Summit Shell Jacket',
    colour: { code: 'BLK', name: 'Black' },
    size: 'M',
    price: { current: 8_000, original: 8_000, rowTotal: 16_000, currency: 'USD' },
    pdpUrl: '/en-us/p/summit-shell-jacket-RL000001',
    productImageURL: '/images/products/summit.svg',
  },
};

describe('order history', () => {
  it('counts pages: none for no orders, a last page partly filled', () => {
    expect(pagesOf(0, 10)).toBe(0);
    expect(pagesOf(1, 10)).toBe(1);
    expect(pagesOf(10, 10)).toBe(1);
    expect(pagesOf(11, 10)).toBe(2);
  });

  it('answers a row with its total in minor units and only the first line’s name and picture', () => {
    expect(summaryOf(row)).toEqual({
      orderNumber: 'RL10000042',
      createdAt: '2026-03-14T09:30:00.000Z',
      status: 'delivered',
      siteId: 'ridgeline-en-us',
      total: 18_937,
      currency: 'USD',
      totalUnits: 3,
      firstItem: { name: 'Summit Shell Jacket', productImageURL: '/images/products/summit.svg' },
    });
    expect(summaryOf({ ...row, firstItem: null }).firstItem).toBeNull();
  });

  it('takes page 1 of 10 by default and refuses pages before 1 or larger than 50', () => {
    expect(purchaseHistoryBodySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    for (const body of [{ page: 0 }, { page: -3 }, { page: 2.5 }, { pageSize: 51 }, { pageSize: 0 }, { page: '1' }])
      expect(purchaseHistoryBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
