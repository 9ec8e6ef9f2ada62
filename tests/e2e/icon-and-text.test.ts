import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** How many grid columns the block's list has (runs in the page). */
const columns = (root: Element) => getComputedStyle(root.querySelector('.ts-iat__list') ?? root).gridTemplateColumns.split(' ').length;

describe('icon and text', () => {
  it('the explore page lays four promises out in two columns, one on a phone, and links to returns, reported as one promotion click', async () => {
    const page = await openPage(browser);
    await page.goto('/fr-ca/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const promises = page.locator('.ts-iat').filter({ has: page.getByRole('heading', { name: 'Pourquoi magasiner chez Ridgeline' }) });
    expect(await promises.getByRole('listitem').count()).toBe(4);
    expect(await promises.evaluate(columns)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await promises.evaluate(columns)).toBe(1);
    const returns = promises.getByRole('link', { name: 'Comment retourner un article' });
    await returns.click();
    await page.waitForURL((url) => url.pathname === '/fr-ca/help/returns/how-to-return');
    const clicks = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === 'promotion_click'),
    );
    // Exactly one event for one click, from the block frame.
    expect(clicks).toEqual([
      expect.objectContaining({
        promotionId: 'RIDGELINE-EXPLORE-PROMISES',
        blockType: 'iconAndText',
        linkText: 'Comment retourner un article',
        linkUrl: '/fr-ca/help/returns/how-to-return',
      }),
    ]);
    await page.context().close();
  });

  it('the home page shows three promises in one row, and Kestrel promises no free delivery', async () => {
    const page = await openPage(browser);
    // Layout only: the server HTML and CSS decide it, so there is no need to wait for hydration.
    await page.goto('/en-gb', { waitUntil: 'domcontentloaded' });
    const row = page.locator('.ts-iat').last();
    await row.scrollIntoViewIfNeeded();
    expect(await row.getByRole('listitem').count()).toBe(3);
    expect(await row.evaluate(columns)).toBe(3);
    expect(await row.textContent()).not.toMatch(/free (shipping|delivery)/i);
    await page.context().close();
  });
});
