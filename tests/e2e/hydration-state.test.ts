import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, markDocument, openPage, sameDocument } from './browser';
import { contentDoc, htmlText } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Block {
  readonly id: string;
  readonly type: string;
  readonly items?: Block[];
  readonly [field: string]: unknown;
}
interface Section {
  readonly name: string;
  readonly items: Block[];
}

const STATIC_TYPES = new Set(['hero', 'banner', 'iconAndText', 'ctaButtons', 'articlePage']);
/** Only these fields of a static block the server rendered reach the browser: its frame and promotion tracking. */
const FRAME_FIELDS = new Set(['id', 'type', 'isFullWidth', 'hideOnBreakpoint', 'bottomMargins', 'backgroundColor', 'promotionTracking']);
const isLazy = (section: Section) => section.name.toLowerCase().includes('lazy load');

/** The inline page state of a page as the server sends it. */
async function inlineState(path: string): Promise<{ html: string; sections: Section[] }> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const json = /window\.__TESSERA_PAGE__=(.*?);window\.__TESSERA_ASSETS__/s.exec(html)?.[1];
  if (!json) throw new Error(`no page state in ${path}`);
  const state = JSON.parse(json) as { data: { page: { sections: Section[] } } };
  return { html, sections: state.data.page.sections };
}

/** Static blocks at the top of sections and as a collection's slides, with whether their section is lazy. */
function staticBlocks(sections: readonly Section[]): { block: Block; lazy: boolean }[] {
  const out: { block: Block; lazy: boolean }[] = [];
  const visit = (blocks: readonly Block[], lazy: boolean) => {
    for (const block of blocks) {
      if (STATIC_TYPES.has(block.type)) out.push({ block, lazy });
      if (block.type === 'collection') visit(block.items ?? [], lazy);
    }
  };
  for (const section of sections) visit(section.items, isLazy(section));
  return out;
}

describe('the page state the first load carries', () => {
  it('holds static blocks the server rendered as frames only, and lazy sections whole', async () => {
    const { html, sections } = await inlineState('/en-us');
    const blocks = staticBlocks(sections);
    const rendered = blocks.filter((b) => !b.lazy);
    expect(rendered.length).toBeGreaterThan(10);
    for (const { block } of rendered)
      expect(
        Object.keys(block).filter((field) => !FRAME_FIELDS.has(field)),
        block.id,
      ).toEqual([]);
    // A lazy section renders in the browser, from its data.
    const lazy = blocks.filter((b) => b.lazy);
    expect(lazy.length).toBeGreaterThan(0);
    for (const { block } of lazy)
      expect(
        Object.keys(block).some((field) => !FRAME_FIELDS.has(field)),
        block.id,
      ).toBe(true);

    // The hero's words are in the HTML, once, and not in the state.
    const home = await contentDoc('page/ridgeline-en-us/home');
    const hero = home.data.sections?.flatMap((s) => s.items).find((b) => b.type === 'hero');
    const title = typeof hero?.title === 'string' ? hero.title : '';
    expect(title).not.toBe('');
    const script = html.slice(html.indexOf('window.__TESSERA_PAGE__'));
    expect(html).toContain(htmlText(title));
    expect(script).not.toContain(JSON.stringify(title).slice(1, -1));
  });

  it('hydrates without errors, and static slides keep their words and pictures when their code came first', async () => {
    // A short screen: no collection is on it, so they all wait for their code.
    const page = await openPage(browser, { viewport: { width: 1280, height: 300 } });
    const errors = collectErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // The collection's code is held until the banner's has arrived: the slides then mount with theirs here.
    let release = () => undefined as void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/Collection-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en-us');
    await hydrated(page);
    const frames = page.locator('main [data-block-type="banner"]');
    const before = await frames.evaluateAll((all) => all.map((f) => f.innerHTML));
    expect(before.length).toBeGreaterThan(10);
    // The lazy section asks for the collection's and the banner's code.
    await page.locator('.ts-section--pending').first().scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.some((url) => /\/assets\/Banner-[\w-]+\.js$/.test(url)), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(300);
    release();
    await page.waitForFunction(() => document.querySelectorAll('.ts-section--pending').length === 0, undefined, { timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // React marks the nodes it has hydrated: every collection has.
    await page.waitForFunction(
      () => [...document.querySelectorAll('main .ts-collection')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))),
      undefined,
      { timeout: 20_000 },
    );
    const after = await frames.evaluateAll((all) => all.map((f) => f.innerHTML));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(await page.locator('[data-block-type="hero"] a[href]').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a page the shopper comes back to renders whole from fetched data', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await page.goto('/en-us');
    await hydrated(page);
    const heroHtml = await page.locator('[data-block-type="hero"]').first().innerHTML();
    await markDocument(page);
    await page.locator('[data-block-type="hero"] a[href^="/en-us/"]').first().click();
    await page.waitForURL((url) => url.pathname !== '/en-us');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en-us');
    const hero = page.locator('[data-block-type="hero"]').first();
    await hero.locator('a[href]').first().waitFor();
    expect(await sameDocument(page)).toBe(true);
    // Rendered by its component this time, from the page data fetched for the navigation: the same words and links.
    const text = (html: string) =>
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(text(await hero.innerHTML())).toBe(text(heroHtml));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
