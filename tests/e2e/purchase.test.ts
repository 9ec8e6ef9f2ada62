import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';
import { addAndCheckOut, cards, openProduct, orderOfPage, pay, ship } from './shopper-checkout';
import { inStockSize, soldOutSize } from './shopper-products';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('buying as a guest', () => {
  it('goes from the home page to a confirmed order with the keyboard alone, axe-clean at every step', async () => {
    const product = inStockSize('ridgeline', 0);
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us', { waitUntil: 'networkidle' });
    await hydrated(page);

    // Search for the product from the header, and open it.
    await tabTo(page, (el) => el.href === '/en-us/search');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/search');
    await tabTo(page, (el) => el.tag === 'INPUT');
    await page.keyboard.type(product.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=/);
    await tabTo(page, (el) => (el.href ?? '').includes(product.masterId));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${product.url}*`);
    expect(await axeClean(page)).toBe('');

    // Colour and size, then add to cart: the mini cart opens with the line and takes the focus.
    await tabTo(page, (el) => (el.href ?? '').includes(`size=${product.size}`));
    await page.keyboard.press('Enter');
    await page.waitForURL(/size=/);
    await hydrated(page);
    await tabTo(page, (el) => el.text === 'Add to cart');
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Added to your cart' });
    await mini.waitFor();
    expect(await mini.textContent()).toContain(product.name);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await axeClean(page)).toBe('');
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);

    // The cart: two of them, with the stepper.
    await tabTo(page, (el) => el.text === 'View cart', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/cart');
    await page.locator('main ul.ts-cart__lines').waitFor();
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.label === 'Increase quantity');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(1);
    await expect.poll(() => page.locator('.ts-cart__count').textContent()).toContain('2 items');
    await tabTo(page, (el) => el.text === 'Checkout');
    await page.keyboard.press('Enter');

    // Shipping, billing, review: typed, tabbed, entered.
    await page.waitForURL('**/en-us/checkout/shipping');
    await page.locator('form').first().waitFor();
    expect(await axeClean(page)).toBe('');
    await typeInto(page, 'email', 'keyboard.shopper@example.com');
    await typeInto(page, 'given-name', 'Maya');
    await typeInto(page, 'family-name', 'Okafor');
    await typeInto(page, 'address-line1', '1420 Larimer St');
    await typeInto(page, 'address-level2', 'Denver');
    await typeInto(page, 'address-level1', 'Colorado');
    await typeInto(page, 'postal-code', '80202');
    await typeInto(page, 'tel', '3035550142');
    await tabTo(page, (el) => el.text === 'Continue to billing');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/billing');
    expect(await axeClean(page)).toBe('');
    await typeInto(page, 'cc-number', '4242424242424242');
    await typeInto(page, 'cc-exp', '1234');
    await typeInto(page, 'cc-csc', '123');
    await typeInto(page, 'cc-name', 'Maya Okafor');
    await tabTo(page, (el) => el.text === 'Continue to review');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/summary');
    expect(await page.locator('main').textContent()).toContain('Visa ending in 4242');
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.text === 'Place order');
    await page.keyboard.press('Enter');

    // The confirmation: what the shopper sees, and what the store holds.
    await page.waitForURL('**/en-us/order-confirmation?*', { timeout: 20_000 });
    await page.getByRole('heading', { name: /Thank you for your order/i }).waitFor();
    const order = await orderOfPage(baseUrl(), page);
    expect(order).toMatchObject({ status: 'authorized', email: 'keyboard.shopper@example.com', totals: { totalUnits: 2 } });
    expect(order.items[0]).toMatchObject({ productId: product.masterId, qty: 2 });
    expect(await page.locator('main').textContent()).toContain(order.orderNumber);
    expect(await axeClean(page)).toBe('');
    expect(await page.getByRole('link', { name: 'Cart' }).count()).toBe(1);
    const outbox = await (await fetch(`${baseUrl()}/dev/mail`)).text();
    expect(outbox).toContain(order.orderNumber);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('approves a 3-D Secure challenge in its dialog and confirms the order', async () => {
    const page = await openPage(browser);
    await openProduct(page, inStockSize('ridgeline', 1));
    await addAndCheckOut(page);
    await ship(page, 'challenge.passed@example.com');
    await pay(page, cards.challenge);
    await page.getByRole('button', { name: 'Place order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.waitFor();
    expect(await axeClean(page)).toBe('');
    await page.frameLocator('dialog[open] iframe').getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL('**/order-confirmation?*', { timeout: 20_000 });
    expect((await orderOfPage(baseUrl(), page)).status).toBe('authorized');
    await page.context().close();
  }, 120_000);

  it('returns to billing with a payment authentication error and the same items when the challenge fails', async () => {
    const page = await openPage(browser);
    await openProduct(page, inStockSize('ridgeline', 2));
    await addAndCheckOut(page);
    await ship(page, 'challenge.failed@example.com');
    await pay(page, cards.challenge);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: 'Confirm your payment' }).waitFor();
    await page.frameLocator('dialog[open] iframe').getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL('**/checkout/billing');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/Payment authentication error/);
    // A new cart with the same item: the summary beside the form and the header both say so.
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    expect(await page.locator('.ts-checkout__aside').textContent()).toContain(inStockSize('ridgeline', 2).name);
    expect(await axeClean(page)).toBe('');
    // Another card goes through.
    await pay(page, cards.approves);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/order-confirmation?*', { timeout: 20_000 });
    expect((await orderOfPage(baseUrl(), page)).status).toBe('authorized');
    await page.context().close();
  }, 120_000);

  it('says a declined card was declined, at the top of billing, and keeps everything else', async () => {
    const page = await openPage(browser);
    await openProduct(page, inStockSize('ridgeline', 3));
    await addAndCheckOut(page);
    await ship(page, 'declined@example.com');
    await pay(page, cards.declines);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/checkout/billing');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/declined/i);
    expect(await page.locator('main').textContent()).toContain('1420 Larimer St');
    expect(await axeClean(page)).toBe('');
    await page.context().close();
  }, 120_000);

  it('cannot add a sold-out size, and says why', async () => {
    const product = soldOutSize('ridgeline');
    const page = await openPage(browser);
    await openProduct(page, product);
    const button = page.getByRole('button', { name: 'Add to cart' });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('.ts-add-to-cart__reason').textContent()).toMatch(/sold out/i);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cart' }).count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it('opens the mini cart after an add, closes it with Escape and gives the focus back', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await openProduct(page, inStockSize('ridgeline', 4));
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(inStockSize('ridgeline', 4).name);
    expect(await axeClean(page)).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add to cart');
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it("links the checkout's stylesheet into app route pages only", async () => {
    const stylesheets = async (path: string) => {
      const response = await fetch(`${baseUrl()}${path}`);
      return [...(await response.text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    };
    const home = await stylesheets('/en-us');
    const checkout = await stylesheets('/en-us/checkout/shipping');
    expect(checkout.slice(0, home.length)).toEqual(home);
    expect(checkout.length).toBeGreaterThan(home.length);
  }, 60_000);

  it('shows the empty cart page to a new shopper, axe-clean', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'kestrel-en-gb');
    await page.goto('/en-gb/cart', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your cart is empty' }).first().waitFor();
    expect(await page.locator('.ts-cart__lines').count()).toBe(0);
    expect(await axeClean(page)).toBe('');
    await page.context().close();
  }, 60_000);
});
