import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('CTA buttons on the explore page', () => {
  it('sizes unsized buttons by breakpoint, reports the click as one promotion click and opens the collection', async () => {
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
    const text = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    const clicks = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === 'promotion_click'),
    );
    // Exactly one: the block frame reports the click, the block itself does not.
    expect(clicks).toEqual([
      expect.objectContaining({
        event: 'promotion_click',
        promotionId: 'RIDGELINE-EXPLORE-CTA',
        blockType: 'ctaButtons',
        linkText: text,
        linkUrl: href,
      }),
    ]);
    await page.context().close();
  });
});
