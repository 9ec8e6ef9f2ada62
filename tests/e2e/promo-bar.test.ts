import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('promo bar', () => {
  it('closes, and stays closed after a reload', async () => {
    const page = await openPage(browser);
    await page.goto('/en-us');
    await hydrated(page);
    const promo = page.getByRole('region', { name: 'Promotions' });
    await promo.waitFor({ state: 'visible' });
    expect(await promo.locator('.ts-promo__track').textContent()).toBeTruthy();

    await page.getByRole('button', { name: 'Close promotions' }).click();
    await promo.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    // The server already renders it closed: no flash of the bar before hydration.
    expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(0);
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(0);
    expect(await page.locator('header').count()).toBe(1);
    await page.context().close();
  });
});
