import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, openPage } from './browser';
import { heard, openEditorHost, sendToPreview } from './bridge-host';
import { signInContext } from './editor-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('editor preview (showcase) screen', () => {
  it('requires a doc type, then lists the site’s documents headed "id | name"', async () => {
    const page = await openPage(browser);
    await signInContext(page.context()); // the showcase lists previews: editors only
    const errors = collectErrors(page);
    await page.goto('/editor/showcase');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.getByText('Doc type is required').isVisible()).toBe(true);
    expect(await page.getByLabel(/Doc type/).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Site').selectOption('kestrel-de-de');
    await page.getByLabel(/Doc type/).selectOption('page');
    // The site holds more pages (articles, help centre) than the default 20: list up to 50.
    await page.getByLabel('Limit').selectOption('50');
    await page.getByRole('button', { name: 'Go' }).click();
    const results = page.getByRole('region', { name: 'id | name' });
    await results.waitFor();
    const rows = results.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(2);
    await expect.poll(() => results.getByText('home · v1 · published').isVisible()).toBe(true);
    expect(await page.getByText('Doc type is required').count()).toBe(0);
    // Every page's preview link opens that page in preview mode at its one path (child pages below all their parents),
    // with no redirect.
    const hrefs = await results.getByRole('link', { name: /^Preview / }).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/pre/de-de/about/our-story');
    expect(hrefs).toContain('/pre/de-de/help/returns/how-to-return');
    for (const href of hrefs) expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);

    await page.getByLabel('Limit').selectOption('10');
    await page.getByLabel(/Doc type/).selectOption('category');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => results.getByRole('listitem').count()).toBe(10);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "No results." when the site has none of that doc type', async () => {
    const page = await openPage(browser);
    await signInContext(page.context());
    await page.goto('/editor/showcase?docType=search'); // no search-results documents are seeded
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('No results.');
    await page.context().close();
  });

  it('syncs its scroll position with the parent frame over the bridge, both ways, once the parent has said hello', async () => {
    const page = await openPage(browser);
    await signInContext(page.context());
    await openEditorHost(page, '/editor/showcase?siteId=kestrel-de-de&docType=page', '/editor/__showcase-host');
    const frame = page.frames().find((f) => f.url().includes('/editor/showcase'));
    if (!frame) throw new Error('no showcase frame');
    await frame.getByLabel('Limit').selectOption('50');
    await frame.getByRole('button', { name: 'Go' }).click();
    await frame.getByRole('region', { name: 'id | name' }).waitFor();
    await expect.poll(() => frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);

    // The parent scrolls the screen…
    await sendToPreview(page, { type: 'scroll', ratio: 1 });
    await expect.poll(() => frame.evaluate(() => Math.round(window.scrollY - (document.documentElement.scrollHeight - window.innerHeight)))).toBe(0);
    // …which it does not hear back; the screen's own scrolling it does.
    expect((await heard(page)).filter((message) => message.type === 'scroll')).toEqual([]);
    await frame.evaluate(() => window.scrollTo({ top: 0 }));
    await expect.poll(async () => (await heard(page)).filter((message) => message.type === 'scroll').at(-1)).toMatchObject({ ratio: 0 });
    await page.context().close();
  });
});
