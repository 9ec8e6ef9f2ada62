import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('pictures on the seeded home page', () => {
  it('offers the hero doubled as webp (quality 50, sharpen 60) with a jpeg fallback, and the server draws them', async () => {
    const html = await (await fetch(`${baseUrl()}/en-us`)).text();
    const hero = html.slice(html.indexOf('data-block-type="hero"'));
    const picture = hero.slice(hero.indexOf('<picture'), hero.indexOf('</picture>'));
    const webp = /<source[^>]*type="image\/webp"[^>]*>/.exec(picture)?.[0] ?? '';
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? '';
    // Offered at several widths for the browser to pick from by `sizes`, the largest the box doubled.
    const candidates = (attribute(webp, 'srcSet') ?? '').split(', ').map((candidate) => candidate.split(' '));
    for (const [url, width] of candidates) expect(Number(new URL(url ?? '', baseUrl()).searchParams.get('w'))).toBe(Number(width?.slice(0, -1)));
    const webpUrl = candidates[candidates.length - 1]?.[0] ?? '';
    const [boxWidth, jpgUrl] = [Number(attribute(webp, 'width')), attribute(img, 'src') ?? ''];
    expect(attribute(img, 'sizes')).toBe('100vw');
    expect(webpUrl).toMatch(/^\/images\/[\w-]+\.webp\?w=\d+&h=\d+&q=50&sharpen=60$/);
    expect(jpgUrl).toMatch(/^\/images\/[\w-]+\.jpg\?w=\d+&h=\d+&q=50&sharpen=60$/);
    expect(Number(new URL(webpUrl, baseUrl()).searchParams.get('w'))).toBe(Math.min(boxWidth * 2, 4000));
    // A busy server serves the vector original meanwhile; the raster follows.
    let answer = await fetch(baseUrl() + webpUrl, { redirect: 'manual' });
    for (let tries = 0; answer.status === 307 && tries < 100; tries += 1) {
      await new Promise((done) => setTimeout(done, 200));
      answer = await fetch(baseUrl() + webpUrl, { redirect: 'manual' });
    }
    expect(answer.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta.width).toBe(Number(new URL(webpUrl, baseUrl()).searchParams.get('w')));
  });

  it('shows every picture on the first screen, drawn or not yet', async () => {
    const page = await openPage(browser);
    await page.goto('/en-us');
    await hydrated(page);
    const hero = page.locator('[data-block-type="hero"] img').first();
    await expect
      .poll(() => hero.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), { timeout: 20_000 })
      .toBe(true);
  });
});
