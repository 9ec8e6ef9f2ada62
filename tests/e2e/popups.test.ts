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

  it('appear minimised, expand after their delay without taking focus; one closed, none other comes up that visit', async () => {
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
    // Expanded by its delay (2000 ms by default), not at once, and the page keeps the focus.
    expect(Date.now() - shownAt).toBeGreaterThan((first.delay ?? 2000) - 1000);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await events(page)).toEqual(expect.arrayContaining(['popup_impression', 'popup_expand']));

    await page.getByRole('button', { name: `Close: ${first.title}` }).click();
    await dialog.waitFor({ state: 'detached' });
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === `ts_popup_${first.kind}_${first.id}` && c.value === '1' && c.expires > 0)).toBe(true);
    // The visit's own cookie: gone when the browser closes.
    expect(cookies.find((c) => c.name === 'ts_popup_visit')).toMatchObject({ value: 'closed', expires: -1 });

    // The same visit: the pop-ups' code loads, and nothing comes up.
    const manager = page.waitForResponse((response) => /PopupManager-[\w-]+\.js$/.test(response.url()));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await manager;
    await page.waitForFunction(() => document.querySelector('.ts-popup-layer') === null && document.readyState === 'complete');
    expect(await page.locator('.ts-popup').count()).toBe(0);

    // A new visit (the year's cookies kept, the session's gone): the next pop-up shows.
    const year = (await page.context().cookies()).filter((c) => c.expires > 0);
    await page.context().close();
    const next = await openPage(browser);
    await next.context().addCookies(year);
    await next.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(next);
    await next.getByRole('button', { name: `Open: ${second.minimizedTitle}` }).waitFor({ state: 'visible', timeout: 45_000 });
    expect(await next.getByRole('button', { name: `Open: ${first.minimizedTitle}` }).count()).toBe(0);
    await next.context().close();
  }, 150_000);

  it('expand by themselves once a visit: the next page shows the tab only', async () => {
    const [first] = popups;
    if (!first) throw new Error('the seed has a pop-up for ridgeline-en-us');
    const page = await openPage(browser);
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('dialog', { name: first.title }).waitFor({ state: 'visible', timeout: 45_000 });
    const manager = page.waitForResponse((response) => /PopupManager-[\w-]+\.js$/.test(response.url()));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await manager;
    await page.getByRole('button', { name: `Open: ${first.minimizedTitle}` }).waitFor({ state: 'visible', timeout: 45_000 });
    // Well past its delay, it is still the tab.
    await page.waitForTimeout((first.delay ?? 2000) + 1500);
    expect(await page.getByRole('dialog', { name: first.title }).count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it("never sit over a phone's add to cart, and do not come up on the cart", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const add = page.locator('[data-main-action]');
    await add.scrollIntoViewIfNeeded();
    // The pop-up reaches its delay (it counts its expansion) and folds back into its tab over the button.
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some((e) => e.event === 'popup_expand'),
    );
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-main-action]');
      const box = button?.getBoundingClientRect();
      const top = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
      return button !== null && top !== null && button.contains(top) && document.querySelector('.ts-popup--expanded') === null;
    });

    const manager = { asked: false };
    page.on('request', (request) => {
      if (/PopupManager-[\w-]+\.js$/.test(request.url())) manager.asked = true;
    });
    await page.goto('/en-us/cart', { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(manager.asked).toBe(false);
    expect(await page.locator('.ts-popup').count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it('opening by itself leaves a keyboard shopper on their link, announced, and Enter still follows it', async () => {
    const [first] = popups;
    if (!first) throw new Error('the seed has a pop-up for ridgeline-en-us');
    const page = await openPage(browser);
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('button', { name: `Open: ${first.minimizedTitle}` }).waitFor({ state: 'visible', timeout: 45_000 });
    // A small link of the page's content, scrolled near the top of the screen: clear of the corner the pop-up opens in.
    await page.evaluate(() => {
      const small = [...document.querySelectorAll('main a[href^="/en-us/"]')].find((a) => {
        const box = a.getBoundingClientRect();
        return box.width > 0 && box.width < window.innerWidth / 2 && box.height < 100;
      });
      small?.setAttribute('data-probe', '');
    });
    const link = page.locator('[data-probe]');
    const href = await link.getAttribute('href');
    await link.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
    await link.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
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
    // It opened without taking focus: the shopper goes to it (a click on its text), then presses Escape.
    await dialog.getByRole('heading', { name: popup.title }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.ts-popup').count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
