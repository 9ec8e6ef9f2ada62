import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('full-width banners on a phone', () => {
  it.each(['/en-us', '/en-gb', '/de-de'])('keep their heading, copy and button off the screen edge on %s', async (path) => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const edges = await page.locator('.ts-block--full .ts-hero--banner').evaluateAll((banners) =>
      banners.map((banner) => {
        // The page gutter, as the contained blocks' padding shows it.
        const contained = document.querySelector('.ts-block--contained');
        const gutter = contained ? parseFloat(getComputedStyle(contained).paddingLeft) : 16;
        const parts = [...banner.querySelectorAll('.ts-hero__title, .ts-hero__copy p, .ts-hero__targets a')];
        return {
          title: banner.querySelector('.ts-hero__title')?.textContent ?? '',
          gutter,
          left: Math.min(...parts.map((p) => p.getBoundingClientRect().left)),
        };
      }),
    );
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) expect(edge.left, edge.title).toBeGreaterThanOrEqual(edge.gutter - 0.5);
    await page.close();
  });
});
