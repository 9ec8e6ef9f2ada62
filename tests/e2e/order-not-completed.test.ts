import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { launchBrowser, openPage } from './browser';
import { axeClean } from './keyboard';
import { addAndCheckOut, cards, openCartOf, openProduct, pay, placedOrder, readOrder, ship } from './shopper-checkout';
import { inStockSize } from './shopper-products';

/**
 * A store of its own whose 3-D Secure challenges lapse after a minute (the shortest it allows; 15 by default) and
 * whose jobs run every half second, so a challenge left open expires within the test.
 */
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess({ CHALLENGE_EXPIRY_MS: '60000', JOBS_INTERVAL_MS: '500' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a shopper who left the 3-D Secure dialog open past its expiry', () => {
  it('answers it, and sees that the payment was not completed, that nothing was charged, and the items back in the cart', async () => {
    const product = inStockSize('ridgeline', 8);
    const page = await openPage(browser, { baseURL: server.baseUrl });
    await openProduct(page, product, server.baseUrl);
    await addAndCheckOut(page);
    await ship(page, 'left.open@example.com');
    await pay(page, cards.challenge);
    const pending = await placedOrder(page, () => page.getByRole('button', { name: 'Place order' }).click());
    expect(pending.status).toBe('payment_pending');
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.waitFor();

    // The shopper walks away; the store gives up on the challenge at its expiry and cancels the order.
    await expect
      .poll(async () => (await readOrder(server.baseUrl, pending.orderNumber, pending.st)).status, { timeout: 150_000, interval: 1_000 })
      .toBe('cancelled');
    const cancelled = await readOrder(server.baseUrl, pending.orderNumber, pending.st);
    expect(cancelled.failure?.errorId).toBe('PYT405');

    // Back, the shopper approves the payment in the dialog still open: the order's page says what happened instead.
    await page.frameLocator('dialog[open] iframe').getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL('**/en-us/order-confirmation?*', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your payment was not completed', level: 1 }).waitFor();
    const main = page.locator('main');
    expect(await main.textContent()).toContain('Your bank’s confirmation of the payment failed or expired before it was completed.');
    expect(await main.textContent()).toContain('You have not been charged');
    expect(await main.textContent()).toContain(pending.orderNumber);
    expect(await page.getByRole('heading', { name: 'Thank you for your order' }).count()).toBe(0);
    expect(await axeClean(page)).toBe('');
    // Still never charged: the late answer did not authorize it.
    expect((await readOrder(server.baseUrl, pending.orderNumber, pending.st)).status).toBe('cancelled');

    // Back to the cart: the items wait there, in the cart the store reopened.
    await page.getByRole('link', { name: 'Return to your cart' }).click();
    await page.waitForURL('**/en-us/cart');
    await page.locator('main ul.ts-cart__lines').waitFor();
    expect(await page.locator('main ul.ts-cart__lines').textContent()).toContain(product.name);
    expect((await openCartOf(page, 'en-us')).id).toBe(cancelled.failure?.basketId);
    await page.context().close();
  }, 300_000);
});
