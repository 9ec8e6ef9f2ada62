import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../runtime/core';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage } from './browser';
import { axeClean } from './keyboard';
import { addAndCheckOut, cards, openCartOf, openProduct, orderOfPage, pay, ship } from './shopper-checkout';
import { inStockSize } from './shopper-products';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const usd = (minor: number) => formatPrice(minor, 'USD', 'en-US');

describe('a cart changed in another tab while the review is open', () => {
  it('is not placed: the review shows the new cart with a notice, and placing again charges the new total', async () => {
    const product = inStockSize('ridgeline', 6);
    // Two tabs of one shopper: one browser context, its cookies shared.
    const review = await openPage(browser);
    const errors = collectErrors(review);
    await openProduct(review, product);
    await addAndCheckOut(review);
    await ship(review, 'two.tabs@example.com');
    await pay(review, cards.approves);
    const reviewed = await openCartOf(review, 'en-us');
    expect(reviewed.items[0]?.qty).toBe(1);
    const totals = review.locator('.ts-checkout-step .ts-order-totals');
    await expect.poll(() => totals.textContent()).toContain(usd(reviewed.totals.total));

    // The second tab raises the quantity to 2.
    const other = await review.context().newPage();
    await other.goto('/en-us/cart', { waitUntil: 'domcontentloaded' });
    await hydrated(other);
    await other.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => other.locator('.ts-cart__count').textContent()).toContain('2 items');
    const changed = await openCartOf(other, 'en-us');
    expect(changed).toMatchObject({ id: reviewed.id, totalItems: 2 });
    expect(changed.totals.total).toBeGreaterThan(reviewed.totals.total);

    // The first tab still shows quantity 1: placing is refused, nothing is placed, and the review shows the new cart.
    expect(await totals.textContent()).toContain(usd(reviewed.totals.total));
    const [refused] = await Promise.all([
      review.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/cart/v2/checkout/order'),
      review.getByRole('button', { name: 'Place order' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('BSK409');
    const notice = review.getByRole('alert').filter({ hasText: 'Your cart changed while you were reviewing it' });
    await notice.waitFor();
    await expect.poll(() => review.evaluate(() => document.activeElement?.closest('[role=alert]')?.textContent ?? '')).toContain('Your cart changed');
    await expect.poll(() => totals.textContent()).toContain(usd(changed.totals.total));
    expect(await review.locator('.ts-checkout-step').textContent()).toContain('Qty 2');
    expect(review.url()).toMatch(/\/en-us\/checkout\/summary$/);
    // No order: the same cart is still open, holding its two units.
    expect(await openCartOf(review, 'en-us')).toMatchObject({ id: reviewed.id, totalItems: 2, version: changed.version });
    expect(await axeClean(review)).toBe('');

    // Placing again places the cart as shown now.
    await review.getByRole('button', { name: 'Place order' }).click();
    await review.waitForURL('**/en-us/order-confirmation?*', { timeout: 20_000 });
    await review.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const order = await orderOfPage(baseUrl(), review);
    expect(order).toMatchObject({ status: 'authorized', totals: { total: changed.totals.total, totalUnits: 2 } });
    expect(order.paymentMethod[0]?.amount).toBe(changed.totals.total);
    expect(order.items[0]).toMatchObject({ productId: product.masterId, qty: 2 });
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await review.context().close();
  }, 180_000);

  it("shows the new cart with the same notice as soon as the review's tab is back in front", async () => {
    const review = await openPage(browser);
    await openProduct(review, inStockSize('ridgeline', 7));
    await addAndCheckOut(review);
    await ship(review, 'back.in.front@example.com');
    await pay(review, cards.approves);
    const other = await review.context().newPage();
    await other.goto('/en-us/cart', { waitUntil: 'domcontentloaded' });
    await hydrated(other);
    await other.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => other.locator('.ts-cart__count').textContent()).toContain('2 items');
    const changed = await openCartOf(other, 'en-us');

    // The shopper comes back to the review's tab (the browser says so with `visibilitychange`): the cart is read again.
    await review.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await review.getByRole('alert').filter({ hasText: 'Your cart changed while you were reviewing it' }).waitFor();
    await expect.poll(() => review.locator('.ts-checkout-step .ts-order-totals').textContent()).toContain(usd(changed.totals.total));
    await review.getByRole('button', { name: 'Place order' }).click();
    await review.waitForURL('**/en-us/order-confirmation?*', { timeout: 20_000 });
    expect(await orderOfPage(baseUrl(), review)).toMatchObject({ status: 'authorized', totals: { total: changed.totals.total, totalUnits: 2 } });
    await review.context().close();
  }, 180_000);
});
