import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage } from './browser';
import { contentDoc, firstTitle, htmlText } from './content';

let browser: Browser;
let heroTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  heroTitle = firstTitle(await contentDoc('page/ridgeline-en-us/home'));
});
afterAll(() => browser.close());

describe('home page', () => {
  it('arrives server-rendered, with the hero title before any script', async () => {
    const response = await fetch(`${baseUrl()}/en-us`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const hero = html.indexOf(htmlText(heroTitle));
    expect(hero).toBeGreaterThan(-1);
    expect(hero).toBeLessThan(html.indexOf('<script'));
  });

  it('arrives whole, with no part held back for a script to reveal later', async () => {
    const html = await (await fetch(`${baseUrl()}/en-us`)).text();
    // React streams a large Suspense boundary apart (a placeholder, the content hidden at the end, a script
    // that swaps them on a timer) unless told not to; hydrating before that swap renders the page afresh.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC');
  });

  it('shows the hero with JavaScript disabled', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/en-us');
    const heading = page.getByRole('heading', { name: heroTitle }).first();
    await heading.waitFor({ state: 'visible' });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    await page.context().close();
  });

  it('hydrates without console errors or page errors', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto('/en-us', { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
