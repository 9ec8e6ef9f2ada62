import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The opacity of each picture of the list, once the fade has settled. */
const shown = (page: Page) => page.locator('.ts-vlist__image').evaluateAll((images) => images.map((img) => getComputedStyle(img).opacity === '1'));

describe('vertical link list on the explore page', () => {
  it('shows the picture of the hovered or focused activity and follows the link', async () => {
    const page = await openPage(browser);
    await page.goto('/en-gb/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const list = page.locator('.ts-vlist');
    await list.scrollIntoViewIfNeeded();
    expect(await shown(page)).toEqual([true, false, false, false]);

    const links = list.getByRole('link');
    await links.nth(2).hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelectorAll('.ts-vlist__image')[2] as Element).opacity === '1');
    expect(await shown(page)).toEqual([false, false, true, false]);

    await links.nth(1).focus();
    await page.waitForFunction(() => getComputedStyle(document.querySelectorAll('.ts-vlist__image')[1] as Element).opacity === '1');
    expect(await shown(page)).toEqual([false, true, false, false]);

    const href = await links.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/en-gb\/c\/[a-z-]+-46202$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await page.context().close();
  });

  it('switches pictures at once under reduced motion', async () => {
    const page = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto('/en-gb/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const duration = await page
      .locator('.ts-vlist__image')
      .first()
      .evaluate((img) => getComputedStyle(img).transitionDuration);
    expect(duration).toMatch(/^0s$|^1e-05s$|^0\.00001s$/);
    await page.context().close();
  });
});
