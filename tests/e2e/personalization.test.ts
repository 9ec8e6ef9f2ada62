import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage } from './browser';
import { editorCookie } from './editor-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The server's HTML, before any script runs. */
const serverHtml = async (path: string, cookie?: string): Promise<string> => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
};

/** The chosen variant or segment as rendered (data attribute on the container). */
const chosen = (html: string, attribute: 'data-variant-id' | 'data-segment-id') => new RegExp(`${attribute}="([^"]+)"`).exec(html)?.[1];

const headings = (page: Page) => page.locator('main h2').allTextContents();

describe('experience and segmentation on the explore page', () => {
  it('NA: the test context forces a variant and a segment in the server render, and hydration keeps them', async () => {
    const path = '/en-us/explore?p13n_testcontext=experience:explore-banner:b,segment:loyalty-loggedin';
    const html = await serverHtml(path);
    expect(chosen(html, 'data-variant-id')).toBe('b');
    expect(chosen(html, 'data-segment-id')).toBe('loyalty-loggedin');
    expect(html).toContain('One jacket, ten winters');
    expect(html).toContain('Welcome back, member');

    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto(path);
    await hydrated(page);
    const titles = await headings(page);
    expect(titles).toContain('One jacket, ten winters');
    expect(titles).toContain('Welcome back, member');
    expect(titles).not.toContain('Built to last, made to be repaired');
    expect(errors).toEqual([]);
    const axe = await new AxeBuilder({ page })
      .include('[data-block-type="experience"]')
      .include('[data-block-type="segmentation"]')
      .include('[data-block-type="filter"]')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });

  it('NA without a test context: the baseline experience and the logged-out welcome', async () => {
    const html = await serverHtml('/en-us/explore');
    expect(chosen(html, 'data-variant-id')).toBe('baseline');
    expect(chosen(html, 'data-segment-id')).toBe('loggedout');
    expect(html).toContain('Welcome to Ridgeline');
  });

  it('EMEA without consent: the baselines, whatever the test context says', async () => {
    const html = await serverHtml('/en-gb/explore?p13n_testcontext=experience:explore-banner:a,segment:loyalty-loggedin');
    expect(chosen(html, 'data-variant-id')).toBe('baseline');
    expect(chosen(html, 'data-segment-id')).toBe('baseline');
    expect(html).toContain('Run the city after dark');
    expect(html).toContain('Kit that keeps its colour');
  });

  it('EMEA with targeting consent (ts_consent cookie): the forced variant and segment, after hydration too', async () => {
    const path = '/de-de/explore?p13n_testcontext=experience:explore-banner:a,segment:loyalty-loggedin';
    const html = await serverHtml(path, 'ts_consent=C0001%2CC0004');
    expect(chosen(html, 'data-variant-id')).toBe('a');
    expect(chosen(html, 'data-segment-id')).toBe('loyalty-loggedin');

    const page = await openPage(browser);
    await page.context().addCookies([{ name: 'ts_consent', value: 'C0001,C0004', url: baseUrl() }]);
    await page.goto(path);
    await hydrated(page);
    const titles = await headings(page);
    expect(titles).toContain('Weniger Kilometer pro Paket');
    expect(titles).toContain('Schön, dass du wieder da bist');
    await page.context().close();
  });

  it('EMEA preview mode forces without consent, so editors can check variants', async () => {
    const html = await serverHtml('/pre/fr-fr/explore?p13n_testcontext=experience:explore-banner:b', await editorCookie());
    expect(chosen(html, 'data-variant-id')).toBe('b');
    expect(html).toContain('Une veste, mille sorties');
  });
});

describe('filter', () => {
  it('shows the size guide on the explore page (NOT IN footwear) and the shoe-fit help only on footwear categories', async () => {
    expect(await serverHtml('/en-gb/explore')).toContain('Between two sizes?');

    const page = await openPage(browser);
    await page.goto('/en-gb/c/mens-running-shoes-41100');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Find your shoe size' }).isVisible()).resolves.toBe(true);
    await page.goto('/en-gb/c/mens-running-clothing-41200');
    await hydrated(page);
    expect(await page.getByRole('heading', { name: 'Find your shoe size' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Between two sizes?' }).count()).toBe(0);
    await page.context().close();
  });
});
