import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Whether React has attached to the element: hydrated DOM nodes carry a fiber key, server HTML alone does not. */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Marks the first carousel whose top is more than two viewports down, and returns its selector. */
const markLowerCarousel = (page: Page) =>
  page.evaluate(() => {
    const carousels = [...document.querySelectorAll<HTMLElement>('[data-block-type="collection"]')].filter((el) => el.querySelector('.ts-collection__arrow--next'));
    const lower = carousels.find((el) => el.getBoundingClientRect().top > window.innerHeight * 2);
    if (!lower) throw new Error('no carousel below the fold on this page');
    lower.id = 'lower-carousel';
    return '#lower-carousel';
  });

describe('blocks below the fold', () => {
  it('keep their server HTML and load their code only when scrolled to, then hydrate', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en-us');
    await hydrated(page);
    await page.waitForTimeout(500);
    const footerChunk = () => scripts.some((path) => /\/Footer-[\w-]+\.js$/.test(path));

    // Above the fold: hydrated. Below: the server's HTML, visible, with no code behind it yet.
    expect(await isHydrated(page, '.ts-site-header [data-block-type="megaMenu"] nav')).toBe(true);
    const carousel = await markLowerCarousel(page);
    expect(await isHydrated(page, `${carousel} .ts-collection__arrow--next`)).toBe(false);
    expect(await page.locator(`${carousel} .ts-collection__slide`).first().isVisible()).toBe(true); // laid out, below the fold
    expect(await page.locator(`${carousel} .ts-collection__slide`).count()).toBeGreaterThan(1);
    expect(footerChunk()).toBe(false);

    // Scrolled to, the carousel hydrates onto its server HTML.
    await page.locator(carousel).scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactFiber')), `${carousel} .ts-collection__arrow--next`);

    // The footer's chunk arrives when the footer nears the viewport.
    await page.locator('.ts-shell-footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => Object.keys(document.querySelector('.ts-shell-footer footer, .ts-shell-footer [data-block-type] > *') ?? {}).some((k) => k.startsWith('__reactFiber')));
    expect(footerChunk()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('do not hold up a client-side navigation that starts before they load', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto('/en-us');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const link = page.locator('main a[href^="/en-us/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href?.split('?')[0]);
    await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') !== 'true');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('.ts-shell-footer [data-block-type="footer"] > *').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
