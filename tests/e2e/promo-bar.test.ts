import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('promo bar', () => {
  it('keeps its height from message to message on a phone, so the page below does not jump', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/en-gb'); // its second message takes two lines on a phone, its first one
    await hydrated(page);
    const promo = page.getByRole('region', { name: 'Promotions' });
    const next = promo.getByRole('button', { name: 'Next message' });
    const messages = await promo.locator('.ts-promo__message').count();
    expect(messages).toBeGreaterThan(1);
    const heights: number[] = [];
    const own: number[] = [];
    for (let shown = 0; shown < messages; shown += 1) {
      heights.push(await promo.evaluate((bar) => bar.getBoundingClientRect().height));
      // The height the message on show takes itself: the messages differ, the bar does not.
      own.push(
        await promo.locator('.ts-promo__message:not([hidden])').evaluate((message) => {
          const text = message.querySelector('.ts-promo__text');
          return text ? Math.round(text.getBoundingClientRect().height) : 0;
        }),
      );
      await next.click();
    }
    expect(new Set(own).size, `text heights: ${own.join(', ')}`).toBeGreaterThan(1);
    expect(new Set(heights), `bar heights: ${heights.join(', ')}`).toEqual(new Set([heights[0]]));
    // The message on show is the only one a screen reader or the keyboard reaches.
    expect(
      await promo
        .locator('.ts-promo__message[hidden] a')
        .evaluateAll((links) => links.filter((a) => a.checkVisibility({ visibilityProperty: true })).length),
    ).toBe(0);
    await page.context().close();
  });

  it('closes, and stays closed after a reload', async () => {
    const page = await openPage(browser);
    await page.goto('/en-us');
    await hydrated(page);
    const promo = page.getByRole('region', { name: 'Promotions' });
    await promo.waitFor({ state: 'visible' });
    expect(await promo.locator('.ts-promo__track').textContent()).toBeTruthy();

    await page.getByRole('button', { name: 'Close promotions' }).click();
    await promo.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    // The server already renders it closed: no flash of the bar before hydration.
    expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(0);
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(0);
    expect(await page.locator('header').count()).toBe(1);
    await page.context().close();
  });
});
