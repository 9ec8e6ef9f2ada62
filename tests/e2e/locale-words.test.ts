import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, markDocument, openPage, sameDocument } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('interface words per locale', () => {
  it('loads only the page locale’s words, and the other locale’s on a client-side switch', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const name = /_tessera-messages_([a-z]{2}-[A-Z]{2})-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) catalogues.push(name);
    });
    await page.goto('/en-us');
    await hydrated(page);
    expect(catalogues).toEqual(['en-US']);
    await expect.poll(() => page.getByRole('link', { name: 'Favorites' }).count()).toBe(1);
    await markDocument(page);
    // The router's own back/forward path: a history entry for another locale, then popstate.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/fr-ca');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('link', { name: 'Panier' }).waitFor();
    expect(await page.getByRole('link', { name: 'Aller au contenu' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect(await sameDocument(page)).toBe(true);
    expect(catalogues).toEqual(['en-US', 'fr-CA']);
    expect(errors).toEqual([]);
  });

  it('spells Favourites in British English', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/en-gb');
    expect(await page.getByRole('link', { name: 'Favourites' }).count()).toBe(1);
    await page.context().close();
  });
});
