import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('secondary navigation on the explore page', () => {
  it('is a bar on desktop marking the current page, and takes the shopper to a department', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Shop by department' });
    expect(await nav.getByRole('button').isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBe('page');
    const women = nav.getByRole('link', { name: 'Women', exact: true });
    const href = await women.getAttribute('href');
    expect(href).toMatch(/^\/en-us\/c\/[a-z-]+-2000$/);
    await women.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is a collapsible list on a phone', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/de-de/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Nach Bereich einkaufen' });
    const toggle = nav.getByRole('button', { name: 'Nach Bereich einkaufen' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const explore = nav.getByRole('link', { name: 'Überblick' });
    expect(await explore.isVisible()).toBe(false);
    // The button works once React owns it: blocks hydrate as they come near the viewport.
    await toggle.scrollIntoViewIfNeeded();
    await toggle.hover();
    await page.waitForFunction(() => Object.keys(document.querySelector('.ts-subnav__toggle') ?? {}).some((key) => key.startsWith('__reactProps')));
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('.ts-subnav__toggle')?.getAttribute('aria-expanded') === 'true');
    expect(await explore.isVisible()).toBe(true);
    expect(await explore.getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });
});
