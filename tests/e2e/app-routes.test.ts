import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, markDocument, openPage, sameDocument, withoutPopups } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The scripts the page has fetched so far, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

const appChunk = (scripts: readonly string[]) => scripts.some((name) => name.startsWith('app-routes-'));

describe('the cart, an app route', () => {
  it('opens from the header without a page load, loading the app routes only then, and back returns to where the shopper was', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    const errors = collectErrors(page);
    const scripts = scriptsOf(page);
    await page.goto('/en-us');
    await hydrated(page);
    await markDocument(page);
    expect(appChunk(scripts)).toBe(false);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 800);
    const leftAt = await page.evaluate(() => window.scrollY);
    // A click on the header's cart link right where the shopper is (a pointer click would first scroll up to it).
    await page.locator('header a[href="/en-us/cart"]').dispatchEvent('click', { button: 0 });
    await page.waitForURL((url) => url.pathname === '/en-us/cart');
    await page.locator('main[data-route=cart]', { hasText: 'Your cart is empty' }).waitFor();
    expect(await page.title()).toBe('Your cart | Ridgeline');
    expect(await sameDocument(page)).toBe(true);
    expect(appChunk(scripts)).toBe(true);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en-us');
    await page.waitForSelector('main:not([data-route])');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, leftAt, { timeout: 10_000 });
    expect(await sameDocument(page)).toBe(true);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/en-us/cart');
    await page.waitForSelector('main[data-route=cart]');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('loads first as its own page, hydrates, and leaves for the shop through its own link without a page load', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'kestrel-de-de');
    const errors = collectErrors(page);
    const response = await page.goto('/de-de/cart');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await markDocument(page);
    // The server renders the cart loading; the browser asks the API for it, and a new shopper's is empty.
    await page.locator('main[data-route=cart]', { hasText: 'Dein Warenkorb ist leer' }).waitFor();
    await page.locator('main a', { hasText: 'Weiter einkaufen' }).click();
    await page.waitForURL((url) => url.pathname === '/de-de');
    await page.waitForSelector('main:not([data-route])');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
