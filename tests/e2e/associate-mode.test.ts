import type { Browser, Page } from 'playwright-core';
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

/** Tabs to the field whose `autocomplete` ends with `token` and replaces what it holds (a signed-in checkout fills some in). */
async function replaceIn(page: Page, token: string, text: string): Promise<void> {
  await tabTo(page, (el) => (el.autocomplete ?? '').split(' ').at(-1) === token, 60);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The store picker: a store and an associate chosen by typing into the selects, then "Start selling". */
async function chooseStore(page: Page, store: string, associate: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Where are you selling today?' }).waitFor({ timeout: 0 });
  await tabTo(page, (el) => el.tag === 'SELECT' && el.label === 'Store', 30);
  await page.keyboard.type(store);
  // The store's associates load once it is chosen.
  await page.getByRole('combobox', { name: 'Sales associate' }).getByRole('option', { name: associate }).waitFor({ state: 'attached' });
  await tabTo(page, (el) => el.tag === 'SELECT' && el.label === 'Sales associate', 5);
  await page.keyboard.type(associate);
  expect(await axeClean(page)).toBe('');
  await tabTo(page, (el) => el.text === 'Start selling', 5);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/en-us', { timeout: 0 });
}

/** Presses Shift+Tab until the focused element's text is `text` (the bar sits above the header, before `<main>`). */
async function shiftTabTo(page: Page, text: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Shift+Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === text) return;
  }
  throw new Error(`never reached "${text}" with the keyboard`);
}

const bar = (page: Page) => page.getByRole('region', { name: 'In-store selling' });

describe('the in-store associate mode', () => {
  it('signs an employee in, sells in store with the store and the associate on the order, and ends the session, by keyboard and axe-clean', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/associate-login', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Associate sign-in' }).waitFor();
    expect(await axeClean(page)).toBe('');

    // A regular shopper's password is refused here as a wrong one; the employee's goes through.
    await typeInto(page, 'username', 'maya@ridgeline.test');
    await typeInto(page, 'current-password', 'Tessera-demo-1');
    await tabTo(page, (el) => el.text === 'Sign in', 10);
    await page.keyboard.press('Enter');
    await page.getByText('The email or password is incorrect.').waitFor({ timeout: 0 });
    // The browser logs that refusal's 401 itself; nothing else may fail from here on.
    errors.length = 0;
    await replaceIn(page, 'username', 'alex.store@ridgeline.test');
    await replaceIn(page, 'current-password', 'Tessera-demo-1');
    await tabTo(page, (el) => el.text === 'Sign in', 10);
    await page.keyboard.press('Enter');
    await chooseStore(page, 'Ridgeline Denver', 'Priya S.');

    // Connected: the bar says where and who; no hearts while selling in store.
    await bar(page).getByText('In store: Ridgeline Denver Larimer · Priya S.').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).count()).toBe(0);
    expect(await axeClean(page)).toBe('');
    const product = inStockSize('ridgeline', 12);
    await page.goto(`${product.url}?colour=${product.colour}&size=${product.size}`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await bar(page).waitFor();
    expect(await page.locator('.ts-heart-wrap, .ts-heart--slot').count()).toBe(0);

    // A purchase, by keyboard.
    await tabTo(page, (el) => el.text === 'Add to cart');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    await tabTo(page, (el) => el.text === 'View cart', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/cart', { timeout: 0 });
    await page.getByRole('link', { name: 'Checkout' }).waitFor();
    // No saving for later while selling in store.
    expect(await page.getByRole('button', { name: /Save .* for later/ }).count()).toBe(0);
    await tabTo(page, (el) => el.text === 'Checkout');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/shipping', { timeout: 0 });
    await replaceIn(page, 'email', 'walk.in@example.com');
    await replaceIn(page, 'given-name', 'Jamie');
    await replaceIn(page, 'family-name', 'Reyes');
    await replaceIn(page, 'address-line1', '1420 Larimer St');
    await replaceIn(page, 'address-level2', 'Denver');
    await typeInto(page, 'address-level1', 'Colorado');
    await replaceIn(page, 'postal-code', '80202');
    await replaceIn(page, 'tel', '3035550142');
    await tabTo(page, (el) => el.text === 'Continue to billing');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/billing', { timeout: 0 });
    await typeInto(page, 'cc-number', '4242424242424242');
    await typeInto(page, 'cc-exp', '1234');
    await typeInto(page, 'cc-csc', '123');
    await typeInto(page, 'cc-name', 'Jamie Reyes');
    await tabTo(page, (el) => el.text === 'Continue to review');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/checkout/summary', { timeout: 0 });
    await tabTo(page, (el) => el.text === 'Place order');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/order-confirmation?*', { timeout: 0 });
    await page.getByRole('heading', { name: /Thank you for your order/i }).waitFor();
    const order = await orderOfPage(baseUrl(), page);
    expect(order).toMatchObject({
      status: 'authorized',
      email: 'walk.in@example.com',
      inStoreSalesInfo: { storeId: 'RL1001', storeEmployeeId: 'E100103' },
    });

    // The session cleared behind the mode's back: the next page of the mode goes to the associate sign-in.
    await page.evaluate(() => sessionStorage.removeItem('tessera.inStore.storeEmployeeId'));
    await page.goto('/en-us/cart', { waitUntil: 'domcontentloaded' });
    await page.waitForURL('**/en-us/associate-login', { timeout: 0 });
    expect(await bar(page).count()).toBe(0);

    // Still signed in as an employee: straight to the store; then End session.
    await chooseStore(page, 'Ridgeline Boulder', 'Casey L.');
    await bar(page).getByText('In store: Ridgeline Boulder Pearl Street · Casey L.').waitFor();
    await shiftTabTo(page, 'End session');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/associate-login', { timeout: 0 });
    await page.getByRole('heading', { level: 1, name: 'Where are you selling today?' }).waitFor();
    expect(await bar(page).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tessera.inStore.')))).toEqual([]);
    expect(await axeClean(page)).toBe('');
    expect(errors).toEqual([]);
  }, 180_000);
});
