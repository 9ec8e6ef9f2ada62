import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSites } from '../../runtime/core';
import { launchBrowser, openPage } from './browser';
import { contentDoc, firstTitle } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('every seeded site', () => {
  it.each(allSites().map((site) => [site.siteId, site] as const))('%s renders its home page in its own language', async (_, site) => {
    const title = firstTitle(await contentDoc(`page/${site.siteId}/home`));
    const page = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`/${site.locale.locale}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(site.locale.tag);
    expect(await page.locator('html').getAttribute('data-brand')).toBe(site.brand.id);
    await page.getByText(title).first().waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('home pages differ by language', async () => {
    const titles = await Promise.all(allSites().map(async (site) => firstTitle(await contentDoc(`page/${site.siteId}/home`))));
    const byLanguage = new Map(allSites().map((site, i) => [site.locale.language, titles[i]]));
    expect(new Set(byLanguage.values()).size).toBe(byLanguage.size);
  });
});
