import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';
import { orderOfPage } from './shopper-checkout';
import { inStockSize } from './shopper-products';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('saved cards and express checkout', () => {
  it('signs up, saves an address and a card, and checks out express to a placed order, by keyboard and axe-clean', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    // A new account (the production-mode server of the browser tests has no demo shoppers), signed in at once.
    await page.goto('/en-us/sign-up', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.locator('main [autocomplete="email"]').waitFor();
    const email = `express.${Date.now()}@example.com`;
    await typeInto(page, 'email', email);
    await typeInto(page, 'new-password', 'Sturdy-Boots-42');
    await typeInto(page, 'given-name', 'Maya');
    await typeInto(page, 'family-name', 'Okafor');
    await tabTo(page, (el) => el.label === 'I accept the terms of use and the privacy policy', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.text === 'Create account', 20);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Payment methods' }).waitFor({ timeout: 20_000 });

    // A main shipping address in Addresses.
    await tabTo(page, (el) => el.href === '/en-us/account/addresses');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/account/addresses');
    await tabTo(page, (el) => el.text === 'Add an address');
    await page.keyboard.press('Enter');
    await typeInto(page, 'given-name', 'Maya');
    await typeInto(page, 'family-name', 'Okafor');
    await typeInto(page, 'address-line1', '2250 Blake St');
    await typeInto(page, 'address-level2', 'Denver');
    await tabTo(page, (el) => (el.autocomplete ?? '').endsWith('address-level1'), 20);
    await page.keyboard.type('Colorado');
    await typeInto(page, 'postal-code', '80205');
    await typeInto(page, 'tel', '3035550117');
    await tabTo(page, (el) => el.text === 'Save the address', 20);
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: '2250 Blake St, Denver' }).waitFor();

    // Payment methods: none yet, then a card through the gateway's fields (the first card is the main one).
    await tabTo(page, (el) => el.href === '/en-us/account/payment-methods');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/account/payment-methods');
    await page.getByText('You have no saved cards yet.', { exact: false }).waitFor();
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.text === 'Add a card');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 3, name: 'New card' }).waitFor();
    await typeInto(page, 'cc-number', '4242424242424242');
    await typeInto(page, 'cc-exp', '1234');
    await typeInto(page, 'cc-csc', '123');
    await typeInto(page, 'cc-name', 'Maya Okafor');
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.text === 'Save the card', 20);
    await page.keyboard.press('Enter');
    const visa = page.getByRole('article', { name: 'Visa ending in 4242' });
    await visa.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') ?? '')).toMatch(/-title$/);
    expect(await page.getByText('The card Visa ending in 4242 is saved.').count()).toBe(1);
    expect(await visa.getByText('Main card').count()).toBe(1);
    expect(await axeClean(page)).toBe('');

    // A product in the cart, then checkout: express fills the steps in and opens the review.
    const product = inStockSize('ridgeline', 11);
    await page.goto(`${product.url}?colour=${product.colour}&size=${product.size}`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await tabTo(page, (el) => el.text === 'Add to cart');
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Added to your cart' });
    await mini.waitFor();
    await tabTo(page, (el) => el.text === 'Checkout', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/summary?status=EXPRESS', { timeout: 20_000 });
    await page.getByText('We filled in your main address and card.', { exact: false }).waitFor();
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Visa ending in 4242');
    expect(await main.textContent()).toContain('2250 Blake St');
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.text === 'Place order');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/order-confirmation?*', { timeout: 20_000 });
    await page.getByRole('heading', { name: /Thank you for your order/i }).waitFor();
    expect(await axeClean(page)).toBe('');
    const order = await orderOfPage(baseUrl(), page);
    expect(order).toMatchObject({ status: 'authorized', email });
    expect(errors).toEqual([]);
  });
});
