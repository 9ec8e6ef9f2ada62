import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, markDocument, openPage, sameDocument } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Names of the block chunks the page has fetched so far (`Footer` for `/assets/Footer-a1b2c3.js`). */
function blockChunks(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) names.add(name);
  });
  return names;
}

/** Until no script has been fetched for a second: the first load is over. */
async function scriptsSettled(page: Page): Promise<void> {
  let last = Date.now();
  const onRequest = (request: { resourceType(): string }) => {
    if (request.resourceType() === 'script') last = Date.now();
  };
  page.on('request', onRequest);
  while (Date.now() - last < 1000) await page.waitForTimeout(100);
  page.off('request', onRequest);
}

/**
 * The seeded home page once its first load is over, with the block chunks and errors it has seen; on a
 * slow phone's processor if `cpuSlowdown` is given (a slow start is where hydration races the page).
 */
async function settledHome(cpuSlowdown?: number) {
  const page = await openPage(browser);
  const errors = collectErrors(page);
  if (cpuSlowdown) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const chunks = blockChunks(page);
  await page.goto('/en-us');
  await hydrated(page);
  await scriptsSettled(page);
  return { page, errors, chunks };
}

describe('the first page load hydrates what the shopper can use', () => {
  it('fetches the code of the interactive blocks on the first screen, and of no static or far-down block', async () => {
    const { page, errors, chunks } = await settledHome(6);
    for (const onScreen of ['MegaMenu', 'PromoBar', 'Collection']) expect(chunks, onScreen).toContain(onScreen);
    for (const never of ['Hero', 'HeroFamily', 'Banner', 'IconAndText']) expect(chunks, never).not.toContain(never);
    for (const below of ['Video', 'Footer', 'BenefitBar']) expect(chunks, below).not.toContain(below);
    // The static hero is still the server's picture and words, with its link in place.
    await expect(page.locator('[data-block-type="hero"] a[href]').first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates a block far down once the shopper scrolls to it, and it then behaves', async () => {
    const { page, errors, chunks } = await settledHome();
    expect(chunks).not.toContain('Footer');
    const footer = page.locator('[data-block-type="footer"]');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => chunks.has('Footer'), { timeout: 20_000 }).toBe(true);
    // On a wide screen the footer's columns always stay open: a press on a column title is the footer's
    // code at work (without it, the browser would fold the column).
    const column = footer.locator('details.ts-footer__column').first();
    // React marks the nodes it has hydrated.
    await column.evaluate(
      (details) =>
        new Promise<void>((done) => {
          const check = () => (Object.keys(details).some((key) => key.startsWith('__reactFiber')) ? done() : setTimeout(check, 50));
          check();
        }),
    );
    expect(await column.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await column.locator('summary').click();
    expect(await column.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keeps a press made before a block's code arrives, and it happens once the block hydrates", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const errors = collectErrors(page);
    // Hold the footer's code back until the shopper has pressed.
    let release = () => undefined as void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/Footer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en-us');
    await hydrated(page);
    const column = page.locator('[data-block-type="footer"] details.ts-footer__column').first();
    await column.scrollIntoViewIfNeeded();
    expect(await column.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await column.locator('summary').click();
    release();
    // One press, one toggle: open once the footer has hydrated, neither lost nor applied twice.
    await page.waitForFunction((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')), await column.elementHandle(), {
      timeout: 20_000,
    });
    await expect.poll(() => column.evaluate((details) => (details as HTMLDetailsElement).open), { timeout: 5000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(await column.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('follows a link in the static hero client-side, without its code', async () => {
    const { page } = await settledHome();
    await markDocument(page);
    const link = page.locator('[data-block-type="hero"] a[href^="/en-us/"]').first();
    const href = (await link.getAttribute('href'))?.split(/[?#]/)[0];
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await sameDocument(page)).toBe(true);
  });
});
