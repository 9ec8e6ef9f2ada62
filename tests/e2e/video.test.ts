import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Script URLs the page fetched whose code is hls.js (its chunk is named after the package). */
const hlsRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /hls/i.test(request.url())) urls.push(request.url());
  });
  return urls;
};

describe('video block', () => {
  it('has its poster in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/en-us`)).text();
    const block = html.slice(html.indexOf('data-block-type="video"'));
    expect(block).toMatch(/^data-block-type="video"/);
    expect(block).toMatch(/<img[^>]+class="ts-picture__img"[^>]+src="\/images\/rl-forest-trail\./);
    expect(block).toContain('--ts-video-ar-sm:960 / 540');
  });

  it('loads no hls.js on a page without a video', async () => {
    const page = await openPage(browser);
    const scripts = hlsRequests(page);
    await page.goto('/en-us/about', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    expect(await page.locator('[data-block-type="video"]').count()).toBe(0);
    expect(scripts).toEqual([]);
    await page.context().close();
  });
});
