import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, markDocument, openPage, sameDocument, withoutPopups } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('client-side navigation', () => {
  it('goes to another page without a page load: new title, top of the page, focus on main', async () => {
    const page = await openPage(browser);
    // A shopper who closed the pop-ups before: one opening by itself would take the focus this test looks at.
    await withoutPopups(page, 'ridgeline-en-us');
    const errors = collectErrors(page);
    await page.goto('/en-us/explore');
    await hydrated(page);
    await markDocument(page);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    const title = await page.title();
    await page.locator('header a.ts-wordmark').click();
    await page.waitForURL((url) => url.pathname === '/en-us');
    await page.waitForFunction((before) => document.title !== before, title);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(errors).toEqual([]);
  });

  it('returns with back and forward to where the shopper was, and keeps the document', async () => {
    const page = await openPage(browser);
    await page.goto('/en-us/explore');
    await hydrated(page);
    await markDocument(page);
    // A content link well down the page: the shopper scrolled to it and follows it.
    const link = page.locator('main a[href^="/en-us/"]:not([href*="#"])').nth(6);
    await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    // Where the shopper was when they followed the link (blocks hydrating nearby may have moved the page since).
    await page.evaluate(() =>
      window.addEventListener('click', () => Object.assign(window, { __leftAt: window.scrollY }), { capture: true, once: true }),
    );
    const href = (await link.getAttribute('href'))?.split('?')[0];
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    const leftAt = await page.evaluate(() => (window as unknown as { __leftAt: number }).__leftAt);
    expect(leftAt).toBeGreaterThan(300);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en-us/explore');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, leftAt, { timeout: 10_000 });
    await page.goForward();
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await sameDocument(page)).toBe(true);
  });

  it("shows the not-found page for a link to nowhere, and the address stays the shopper's", async () => {
    const page = await openPage(browser);
    await page.goto('/en-gb');
    await hydrated(page);
    await markDocument(page);
    const response = await page.request.get('/en-gb/no-such-page');
    expect(response.status()).toBe(404);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en-gb/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.waitForFunction(() => document.title.startsWith('Page not found'));
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en-gb/no-such-page');
  });
});
