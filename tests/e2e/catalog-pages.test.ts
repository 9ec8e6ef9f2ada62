import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, markDocument, openPage, sameDocument, withoutPopups } from './browser';
import { axeClean, tabTo } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const prices = (page: Page) =>
  page.$$eval('.ts-listing__grid .ts-price__current', (nodes) =>
    nodes.map((n) =>
      Number(
        (n.querySelector('[aria-hidden]') ?? n).textContent
          ?.replace(/[^\d.]/g, '')
          .split('.')
          .slice(0, 2)
          .join('.') ?? 'NaN',
      ),
    ),
  );

describe('shopping the catalogue', () => {
  it('goes from a category to a product and picks a colour and a size with the keyboard alone, axe-clean at every step', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/c/mens-footwear-1100', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.locator('.ts-listing__count').textContent()).toMatch(/^\d+ products$/);
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.href?.includes('/en-us/p/') ?? false);
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${target ?? ''}`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/Men's/);
    expect(await axeClean(page)).toBe('');
    // The second colour, then a size in stock.
    const second = (await page.locator('.ts-product__colour').nth(1).textContent()) ?? '';
    await tabTo(page, (el) => el.text === second);
    await markDocument(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/colour=/);
    await expect.poll(() => page.locator('.ts-product__colour[aria-current=true]').textContent()).toBe(second);
    // Chosen in place: the same document, the shopper where they were, focus on the colour they chose.
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second);
    await tabTo(page, (el) => (el.href ?? '').includes('size='));
    await page.keyboard.press('Enter');
    await page.waitForURL(/size=/);
    await expect.poll(() => page.locator('.ts-product__size[aria-current=true]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    expect(await sameDocument(page)).toBe(true);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /In stock|Only \d left/ })
        .count(),
    ).toBe(1);
    expect(await axeClean(page)).toBe('');
    await page.context().close();
  }, 90_000);

  it('sorts by price and pages through a category, the state in the URL', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'kestrel-en-gb');
    await page.goto('/en-gb/c/mens-running-shoes-41100', { waitUntil: 'domcontentloaded' });
    const url = page.url();
    await hydrated(page);
    // Applied as it is chosen: no separate button, focus kept on the list box.
    await expect.poll(() => page.getByRole('button', { name: 'Sort' }).count()).toBe(0);
    await page.focus('.ts-listing__sort select');
    await page.selectOption('.ts-listing__sort select', 'price-asc');
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 3 && shown.every((price, i) => i === 0 || (shown[i - 1] ?? 0) <= price);
      })
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches('.ts-listing__sort select'))).toBe(true);
    expect(url).not.toContain('sort=');
    await page.context().close();
  }, 60_000);

  it('pages through a long category', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/c/mens-hiking-trail-gear-1000', { waitUntil: 'domcontentloaded' });
    const first = await page.$$eval('.ts-product-card__name', (n) => n.map((x) => x.textContent));
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.$$eval('.ts-product-card__name', (n) => n.map((x) => x.textContent))).not.toEqual(first);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  }, 60_000);

  it('searches from the header, and says when nothing matches', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await withoutPopups(page, 'kestrel-de-de');
    await page.goto('/de-de', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Suche' }).click();
    await page.waitForURL(/\/de-de\/search/);
    await page.getByLabel('Produkte suchen').fill('Laufjacke');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=Laufjacke/);
    expect(await page.locator('.ts-search-page__title').textContent()).toBe('Ergebnisse für „Laufjacke“');
    expect(await page.locator('.ts-product-card').count()).toBeGreaterThan(0);
    expect(await axeClean(page)).toBe('');
    await page.getByLabel('Produkte suchen').fill('qqqzzz');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=qqqzzz/);
    expect(await page.locator('.ts-search-page__none').textContent()).toContain('Keine Treffer');
    expect(await axeClean(page)).toBe('');
    await page.context().close();
  }, 60_000);
});
