import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo } from './keyboard';
import { inStockSize } from './shopper-products';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('favourites and saved for later', () => {
  it('favourites a card from a category, finds it on the favourites page, and moves a cart line to saved and back, by keyboard', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/c/mens-footwear-1100', { waitUntil: 'networkidle' });
    await hydrated(page);
    // The hearts come after hydration: the page's HTML says nothing of this browser's favourites.
    await page.locator('.ts-product-card button[aria-pressed]').first().waitFor();

    await tabTo(page, (el) => (el.label ?? '').startsWith('Favorite '));
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const name = label.replace(/^Favorite /, '');
    await page.keyboard.press('Enter');
    const heart = page.getByRole('button', { name: label });
    await expect.poll(() => heart.first().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => heart.first().getAttribute('aria-busy')).toBeNull();
    expect(await axeClean(page)).toBe('');

    // The header's favourites link: the product is on the shopper's list.
    await tabTo(page, (el) => el.href === '/en-us/favorites', 200);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/favorites');
    await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByRole('button', { name: `Remove ${name} from favorites` }).count()).toBe(1);
    expect(await axeClean(page)).toBe('');

    // A line in the bag, saved for later, then back.
    const product = inStockSize('ridgeline', 9);
    await page.goto(`${product.url}?colour=${product.colour}&size=${product.size}`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await tabTo(page, (el) => el.text === 'Add to cart');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    await tabTo(page, (el) => el.text === 'View cart', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/cart');
    await page.locator('main ul.ts-cart__lines').waitFor();

    await tabTo(page, (el) => (el.label ?? '').startsWith(`Save ${product.name}`));
    await page.keyboard.press('Enter');
    const saved = page.getByRole('region', { name: /^Saved for later/ });
    await saved.waitFor();
    expect(await saved.getByRole('link', { name: product.name }).count()).toBe(1);
    // Focus followed the line; the bag is empty now, and the move was said.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ts-saved-title');
    await expect.poll(() => page.locator('main ul.ts-cart__lines').count()).toBe(0);
    expect(await page.getByText(`${product.name} is saved for later.`).count()).toBe(1);
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => (el.label ?? '').startsWith(`Move ${product.name}`), 20);
    await page.keyboard.press('Enter');
    await page.locator('main ul.ts-cart__lines').waitFor();
    expect(await page.locator('main ul.ts-cart__lines').getByRole('link', { name: product.name }).count()).toBe(1);
    await expect.poll(() => saved.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ts-cart__title'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    expect(await axeClean(page)).toBe('');
    expect(errors).toEqual([]);
  });
});
