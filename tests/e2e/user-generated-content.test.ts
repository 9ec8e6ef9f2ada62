import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { htmlText } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Photo {
  readonly id: string;
  readonly caption: string;
  readonly altText: string;
  readonly user: { readonly screenName: string; readonly displayName?: string };
  readonly products: readonly { readonly masterId: string }[];
}
interface Summary {
  readonly name: string;
  readonly url: string;
  readonly price: { readonly lowCurrent: number; readonly currency: string };
}

/** The seeded gallery, read through the public calls, so the test follows whatever the demo data says. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
const streamPhotos = (stream: string, limit: number) =>
  api<{ media: Photo[] }>(`/social/v1/streams/${stream}/media/recent?limit=${limit}`).then((p) => p.media);

/** A shopper who has already closed the site's pop-ups, so nothing sits over the page. */
const gallery = (page: Page) => page.locator('[data-block-type="userGeneratedContent"]');
const tiles = (page: Page) => gallery(page).getByRole('button', { name: /^Photo by @|^Photo de @|^Foto von @/ });

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('user-generated content gallery', () => {
  it('server-renders its heading and placeholder, then shows the seeded photos; a photo opens from the keyboard with its products', async () => {
    const photos = await streamPhotos('ridgelineoutdoors', 8);
    const first = photos[0];
    if (!first?.products[0]) throw new Error('the seed has tagged photos in #ridgelineoutdoors');
    const product = await api<Summary>(`/products/v2/products/${first.products[0].masterId}/summary?locale=en-us`);

    const html = await (await fetch(`${baseUrl()}/en-us/explore`)).text();
    expect(html).toContain('Out there with you');
    expect(html).toContain('id="community-gallery"');
    expect(html, 'the photos load in the browser, not in the server HTML').not.toContain(htmlText(first.caption));

    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await gallery(page).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelectorAll('.ts-ugc__grid:not(.ts-ugc__grid--placeholder) .ts-ugc__open').length === 8,
      undefined,
      { timeout: 20_000 },
    );
    expect(await tiles(page).count()).toBe(8);
    expect(await tiles(page).first().getAttribute('aria-label')).toBe(`Photo by @${first.user.screenName}: ${first.altText}`);
    expect(await gallery(page).locator('figure').first().textContent()).toContain(first.caption);
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('.ts-ugc__thumb')].every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 20_000 },
    );
    expect(await axeViolations(page, '[data-block-type="userGeneratedContent"]')).toEqual([]);

    // Keyboard: focus the first photo, Enter opens it in a modal dialog with the products tagged on it.
    await tiles(page).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Photo by @${first.user.screenName}` });
    await dialog.waitFor({ state: 'visible' });
    const products = dialog.getByRole('region', { name: 'Shop the look' });
    const link = products.getByRole('link', { name: product.name });
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toBe(product.url);
    expect(await products.textContent()).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: product.price.currency }).format(product.price.lowCurrent),
    );
    const photo = dialog.getByRole('img', { name: first.altText });
    // The large picture loads once the dialog is open: a busy machine may take a moment.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus moved into the dialog').toBe(true);
    expect(await axeViolations(page, '.ts-ugc-dialog')).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Photo by @${photos[1]?.user.screenName}` }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Photo by @${photos[1]?.user.screenName}: ${photos[1]?.altText}`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the Kestrel gallery in German, with prices in euros', async () => {
    const [first] = await streamPhotos('kestrelrunning', 8);
    const page = await openPage(browser);
    await withoutPopups(page, 'kestrel-de-de');
    await page.goto('/de-de/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await gallery(page).scrollIntoViewIfNeeded();
    await tiles(page).first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(await tiles(page).first().getAttribute('aria-label')).toBe(`Foto von @${first?.user.screenName}: ${first?.altText}`);
    await tiles(page).first().click();
    const dialog = page.getByRole('dialog', { name: `Foto von @${first?.user.screenName}` });
    await dialog.getByRole('region', { name: 'Den Look shoppen' }).getByRole('link').first().waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toMatch(/\d+,\d{2}\s€/);
    await page.context().close();
  });

  it('still renders the block when the gallery call fails: the failure is only logged and the widget left out', async () => {
    const page = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withoutPopups(page, 'ridgeline-en-us');
    await page.route('**/social/v1/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errorDetails: [{ errorId: 'GEN500', message: 'down' }], appId: 'gallery', correlationId: 'x' }),
      }),
    );
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await gallery(page).scrollIntoViewIfNeeded();
    await page.locator('#community-gallery').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await gallery(page).getByRole('heading', { level: 2, name: 'Out there with you' }).isVisible()).toBe(true);
    expect(
      await gallery(page)
        .getByRole('link', { name: /Follow us on Instagram/ })
        .isVisible(),
    ).toBe(true);
    expect(await tiles(page).count()).toBe(0);
    expect(warnings.some((w) => w.includes('gallery: photos could not be loaded'))).toBe(true);
    // The rest of the page is untouched.
    expect(await page.locator('[data-block-type="articleGrid"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
