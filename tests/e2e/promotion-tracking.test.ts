import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Pushed = Record<string, unknown>;
const pushed = (page: Page, event: string): Promise<Pushed[]> =>
  page.evaluate((name) => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === name), event);

/** Generous: block code loads as it nears the viewport, and the test machine may be busy. */
const WAIT = { timeout: 40_000 };

const hero = { creativeName: 'summit-trail-gtx-launch', promotionId: 'RL-HERO-SUMMIT-TRAIL', promotionName: 'Summit Trail GTX launch' };

describe('promotion tracking on the seeded home page', () => {
  it('reports the hero once when seen, featured cards when scrolled to, and a click on a promotion link', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    await page.goto('/en-us');
    await hydrated(page);
    await page.waitForFunction(
      () => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'promotion_impression'),
      undefined,
      WAIT,
    );
    // The hero once, the featured cards (further down) not yet; the newsletter pop-up reports its own
    // impression when it opens, which on a busy machine may come first.
    const first = await pushed(page, 'promotion_impression');
    expect(first.filter((e) => e.promotionId === hero.promotionId)).toEqual([{ event: 'promotion_impression', ...hero }]);
    expect(first.filter((e) => String(e.creativeName).startsWith('featured-'))).toEqual([]);

    const card = page.locator('[data-block-type="collection"] [data-block-type="banner"]').first();
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        ((window as unknown as { dataLayer?: { creativeName?: string }[] }).dataLayer ?? []).some(
          (e) => e.creativeName?.startsWith('featured-') === true,
        ),
      undefined,
      WAIT,
    );
    const featured = (await pushed(page, 'promotion_impression')).filter((e) => String(e.creativeName).startsWith('featured-'));
    expect(featured[0]).toMatchObject({ event: 'promotion_impression', promotionName: expect.any(String) });

    await page.evaluate(() => window.scrollTo(0, 0));
    const heroBlock = page.locator('[data-block-type="hero"]').first();
    const heroLink = heroBlock.locator('a[href]').first();
    const [blockId, linkUrl, linkText] = await Promise.all([
      heroBlock.getAttribute('data-block-id'),
      heroLink.getAttribute('href'),
      heroLink.innerText(),
    ]);
    await heroLink.click();
    await page.waitForFunction(
      () => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'promotion_click'),
      undefined,
      WAIT,
    );
    // One click, one event: the block frame is the only place that reports it.
    expect(await pushed(page, 'promotion_click')).toEqual([
      { event: 'promotion_click', ...hero, blockId, blockType: 'hero', linkText: linkText.replace(/\s+/g, ' ').trim(), linkUrl },
    ]);
    // Seen once per mount: scrolling back to the hero sends no second impression.
    expect((await pushed(page, 'promotion_impression')).filter((e) => e.promotionId === hero.promotionId)).toHaveLength(1);
    await page.context().close();
  });
});
