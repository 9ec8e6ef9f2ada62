import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Search {
  readonly articles: { id: string; title: string; url: string; tags: { id: string; label: string }[] }[];
  readonly facets: { id: string; label: string; count: number }[];
  readonly numFound: number;
}

/** The seeded articles, read through the public article search, so the test follows the demo data. */
async function search(siteId: string, query = ''): Promise<Search> {
  const response = await fetch(`${baseUrl()}/publish/caas/v1/articles/${siteId}?limit=48${query}`);
  if (!response.ok) throw new Error(`article search: ${response.status}`);
  return (await response.json()) as Search;
}

/** axe violations inside one block type's frame. */
async function axeViolations(page: Page, type: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(`[data-block-type="${type}"]`).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const cardTitles = (page: Page) => page.locator('.ts-agrid__list .ts-acard__link').allTextContents();

describe('journal (article grid)', () => {
  it('lists the newest articles in the server HTML, filters by a tag from offset 0, and reads more', async () => {
    const all = await search('kestrel-en-gb');
    const html = await (await fetch(`${baseUrl()}/en-gb/journal`)).text();
    // Server-rendered: the first page (3 rows × 3 columns) is in the HTML before any script runs.
    for (const article of all.articles.slice(0, 9)) expect(html).toContain(`href="${article.url}"`);

    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto('/en-gb/journal');
    await hydrated(page);
    expect(await cardTitles(page)).toEqual(all.articles.slice(0, 9).map((a) => a.title));
    expect(await axeViolations(page, 'articleGrid')).toEqual([]);

    await page.getByRole('button', { name: 'Read more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ts-agrid__list .ts-acard').length === 18);
    expect(await cardTitles(page)).toEqual(all.articles.slice(0, 18).map((a) => a.title));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(all.articles[9]?.title);

    const facet = all.facets[1];
    if (!facet) throw new Error('no second facet');
    const tagged = await search('kestrel-en-gb', `&tagId=${facet.id}`);
    const tag = page.getByRole('button', { name: `${facet.label} (${facet.count})` });
    await tag.click();
    await page.waitForFunction((n) => document.querySelectorAll('.ts-agrid__list .ts-acard').length === n, Math.min(9, tagged.numFound));
    expect(await tag.getAttribute('aria-pressed')).toBe('true');
    expect(await cardTitles(page)).toEqual(tagged.articles.slice(0, 9).map((a) => a.title));
    expect(await page.locator('.ts-agrid').getByRole('status').textContent()).toContain(`of ${tagged.numFound} articles`);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ts-agrid__list .ts-acard').length === 9);
    expect(await cardTitles(page)).toEqual(all.articles.slice(0, 9).map((a) => a.title));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('article page', () => {
  it('shows its date in the locale and at most 4 related articles that share a tag', async () => {
    const all = await search('kestrel-de-de');
    const article = all.articles[2];
    if (!article) throw new Error('no article');
    const page = await openPage(browser);
    const errors = collectErrors(page);
    const response = await page.goto(article.url);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.locator('.ts-article__date time').textContent()).toMatch(/^\d{1,2}\. \p{L}+ 2026$/u);

    expect(await axeViolations(page, 'articlePage')).toEqual([]);
    const related = page.getByRole('region', { name: 'Ähnliche Artikel' });
    const titles = await related.locator('.ts-acard__link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(4);
    expect(titles).not.toContain(article.title);
    const tagIds = new Set(article.tags.map((t) => t.id));
    for (const title of titles) {
      const other = all.articles.find((a) => a.title === title);
      expect(
        other?.tags.some((t) => tagIds.has(t.id)),
        title,
      ).toBe(true);
    }

    await related.locator('.ts-acard__link').first().click();
    await page.waitForURL((url) => url.pathname !== new URL(article.url, baseUrl()).pathname);
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
