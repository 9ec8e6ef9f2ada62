import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('CTA buttons on the explore page', () => {
  it('sizes unsized buttons by breakpoint, reports the click as a promotion and opens the collection', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const cta = page.locator('.ts-cta');
    await cta.scrollIntoViewIfNeeded();
    const first = cta.getByRole('link').first();
    expect(await first.evaluate((a) => getComputedStyle(a).fontSize)).toBe('14px');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await first.evaluate((a) => getComputedStyle(a).fontSize)).toBe('16px');

    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en-us\/c\/[a-z-]+-6201$/);
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; promotionId?: string }[] }).dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: 'promotion_click', promotionId: 'RIDGELINE-EXPLORE-CTA' }));
    await page.context().close();
  });
});
