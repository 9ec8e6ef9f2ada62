import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('collection carousel', () => {
  it('loads its carousel code on first use, and the first press of an arrow still moves it', async () => {
    const page = await openPage(browser, { reducedMotion: 'reduce' });
    const errors = collectErrors(page);
    const emblaRequests: string[] = [];
    page.on('request', (request) => {
      if (/embla/i.test(request.url())) emblaRequests.push(request.url());
    });
    await page.goto('/en-us');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(emblaRequests).toEqual([]);

    const carousel = page.locator('main [data-block-type=collection]').first();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const selected = () => carousel.locator('.ts-collection__slide.is-selected').getAttribute('aria-label');
    expect(await selected()).toMatch(/^1 /);
    await next.click();
    await page.waitForFunction(() =>
      document.querySelector('main [data-block-type=collection] .ts-collection__slide.is-selected')?.getAttribute('aria-label')?.startsWith('2 '),
    );
    expect(emblaRequests.length).toBeGreaterThan(0);
    expect(await carousel.getByRole('button', { name: 'Previous slide' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('starts an autoplaying carousel for its first step, without a shopper touching it', async () => {
    const page = await openPage(browser, { viewport: { width: 800, height: 900 } });
    await page.goto('/en-us');
    await hydrated(page);
    // The featured carousel autoplays every 6 s on medium screens: its first step loads the carousel and moves it.
    await page.waitForFunction(
      () =>
        document.querySelector('main [data-block-type=collection] .ts-collection__slide.is-selected')?.getAttribute('aria-label')?.startsWith('2 '),
      undefined,
      { timeout: 20_000 },
    );
  });
});
