import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage, withoutPopups } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FREE_SHIPPING = /free (shipping|delivery)|livraison gratuite|kostenlose[rn]? versand/i;

describe('benefit bar', () => {
  it('closes, and stays closed after a reload', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Our promises' });
    await bar.waitFor({ state: 'visible', timeout: 45_000 });
    expect(await bar.textContent()).toMatch(FREE_SHIPPING);

    await bar.getByRole('button', { name: 'Close our promises' }).click();
    await bar.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    // The server renders it closed: no flash before hydration.
    expect(await page.getByRole('region', { name: 'Our promises' }).count()).toBe(0);
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Our promises' }).count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('shows no free-shipping benefit on a UK site', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'kestrel-en-gb');
    await page.goto('/en-gb/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Our promises' });
    await bar.waitFor({ state: 'visible', timeout: 45_000 });
    expect(await bar.locator('li').count()).toBeGreaterThan(0);
    expect(await bar.locator('[data-benefit="freeShipping"]').count()).toBe(0);
    expect(await bar.textContent()).not.toMatch(FREE_SHIPPING);
    await page.context().close();
  }, 120_000);
});
