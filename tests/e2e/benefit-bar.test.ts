import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FREE_SHIPPING = /free (shipping|delivery)|livraison gratuite|kostenlose[rn]? versand/i;

/** A shopper who has already closed the site's pop-ups, so nothing sits over the page. */
async function withoutPopups(page: Page, siteId: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/publish/caas/v1/canvas/popups/${siteId}`);
  const { data } = (await response.json()) as { data: { popups: { id: string; kind: string }[] } };
  const url = baseUrl();
  await page.context().addCookies(data.popups.map((p) => ({ name: `ts_popup_${p.kind}_${p.id}`, value: '1', url })));
}

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
