import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser';
import { contentDoc, firstTitle } from './content';

let browser: Browser;
let errorTitle: string;
beforeAll(async () => {
  browser = await launchBrowser();
  errorTitle = firstTitle(await contentDoc('augmentedpage/ridgeline-en-us/error-4xx'));
});
afterAll(() => browser.close());

describe('not found', () => {
  it.each([
    ['a bad product id', '/en-us/p/shoe-123'],
    ['a bad category id', '/en-us/c/hiking-boots-12'],
  ])('%s gets the 404 page with status 404', async (_, path) => {
    const page = await openPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const message = page.locator('main').getByText(errorTitle).first();
    await message.waitFor({ state: 'visible' });
    expect(await page.locator('header').isVisible()).toBe(true);
    await page.context().close();
  });

  it('/ redirects to /en-us', async () => {
    const response = await fetch(`${baseUrl()}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en-us');
    const page = await openPage(browser);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en-us');
    await page.context().close();
  });
});
