import { describe, expect, it } from 'vitest';
import type { PurchaseHistory } from '../../../../schemas';
import { isOrderNumber, nextPageOf, ordersOf, statusTone } from '../../../../storefront/account/orders/order-words';
import { accountLocation, sectionPath } from '../../../../storefront/account/sections';

const summary = (orderNumber: string): PurchaseHistory['orders'][number] => ({
  orderNumber,
  createdAt: '2026-03-14T09:30:00.000Z',
  status: 'delivered',
  siteId: 'ridgeline-en-us',
  total: 12_900,
  currency: 'USD',
  totalUnits: 1,
  firstItem: null,
});
const page = (n: number, numbers: string[], totalPages = 2): PurchaseHistory => ({
  orders: numbers.map(summary),
  page: n,
  pageSize: 2,
  total: 4,
  totalPages,
});

describe('the account’s orders', () => {
  it('asks for the next page until the last', () => {
    expect(nextPageOf(page(1, ['RL10000004', 'RL10000003']))).toBe(2);
    expect(nextPageOf(page(2, ['RL10000002', 'RL10000001']))).toBeUndefined();
    expect(nextPageOf(page(1, [], 0))).toBeUndefined();
  });

  it('lists each order once, in the pages’ order, even when a new order moved one to the next page', () => {
    const pages = [page(1, ['RL10000004', 'RL10000003']), page(2, ['RL10000003', 'RL10000002'])];
    expect(ordersOf(pages).map((o) => o.orderNumber)).toEqual(['RL10000004', 'RL10000003', 'RL10000002']);
  });

  it('tones a status: delivered done, cancelled or failed a problem, the rest under way', () => {
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('problem');
    expect(statusTone('payment_failed')).toBe('problem');
    expect(statusTone('shipped')).toBe('open');
  });

  it('takes only order numbers as an order’s path', () => {
    expect(isOrderNumber('RL10000042')).toBe(true);
    expect(isOrderNumber('rl10000042')).toBe(false);
    expect(isOrderNumber('RL1')).toBe(false);
  });

  it('lists the orders section with items below it', () => {
    expect(accountLocation('orders')).toEqual({ section: 'orders' });
    expect(accountLocation('orders', 'RL10000042')).toEqual({ section: 'orders', item: 'RL10000042' });
    // Paths are lower case (another spelling answers 301); the order's page reads the number back in upper case.
    expect(sectionPath('/en-us', 'orders', 'RL10000042')).toBe('/en-us/account/orders/rl10000042');
  });
});
