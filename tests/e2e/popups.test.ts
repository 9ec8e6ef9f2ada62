import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, openPage } from './browser';

interface SeededPopup {
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  readonly minimizedTitle: string;
  readonly delay?: number;
}

let browser: Browser;
let popups: SeededPopup[];
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/publish/caas/v1/canvas/popups/ridgeline-en-us?removeNulls=true`);
  popups = ((await response.json()) as { data: { popups: SeededPopup[] } }).data.popups;
});
afterAll(() => browser.close());

const events = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

describe('pop-ups', () => {
  it('are not in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/en-us`)).text();
    expect(html).not.toContain('ts-popup');
  });

  it('appear minimised, expand after their delay, and once closed stay closed: the next one shows instead', async () => {
    const [first, second] = popups;
    if (!first || !second) throw new Error('the seed has two pop-ups for ridgeline-en-us');
    const page = await openPage(browser);
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(page);

    const tab = page.getByRole('button', { name: `Open: ${first.minimizedTitle}` });
    // Client-only, fetched once the page has hydrated and the browser is idle.
    await tab.waitFor({ state: 'visible', timeout: 45_000 });
    const shownAt = Date.now();
    const dialog = page.getByRole('dialog', { name: first.title });
    await dialog.waitFor({ state: 'visible', timeout: 20_000 });
    // Expanded by its delay (2000 ms by default), not at once.
    expect(Date.now() - shownAt).toBeGreaterThan((first.delay ?? 2000) - 1000);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await events(page)).toEqual(expect.arrayContaining(['popup_impression', 'popup_expand']));

    await page.getByRole('button', { name: `Close: ${first.title}` }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await page.context().cookies()).some((c) => c.name === `ts_popup_${first.kind}_${first.id}` && c.value === '1')).toBe(true);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('button', { name: `Open: ${second.minimizedTitle}` }).waitFor({ state: 'visible', timeout: 45_000 });
    expect(await page.getByRole('button', { name: `Open: ${first.minimizedTitle}` }).count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it('opening by itself leaves a keyboard shopper on their link, announced, and Enter still follows it', async () => {
    const [first] = popups;
    if (!first) throw new Error('the seed has a pop-up for ridgeline-en-us');
    const page = await openPage(browser);
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('button', { name: `Open: ${first.minimizedTitle}` }).waitFor({ state: 'visible', timeout: 45_000 });
    const link = page.locator('main a[href^="/en-us/"]').first();
    const href = await link.getAttribute('href');
    await link.focus();
    const dialog = page.getByRole('dialog', { name: first.title });
    await dialog.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: first.title }).textContent()).toBe(`Opened in the corner: ${first.title}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.search === href);
    await page.context().close();
  }, 120_000);

  it('speak the site’s language and close with Escape', async () => {
    const response = await fetch(`${baseUrl()}/publish/caas/v1/canvas/popups/kestrel-de-de`);
    const popup = ((await response.json()) as { data: { popups: SeededPopup[] } }).data.popups[0];
    if (!popup) throw new Error('no German pop-up');
    const page = await openPage(browser);
    await page.goto('/de-de', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: popup.title });
    await dialog.waitFor({ state: 'visible', timeout: 45_000 });
    expect(await page.getByRole('button', { name: `Schließen: ${popup.title}` }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.ts-popup').count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
