import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, openPage, withoutPopups } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The font preloads in a page's server HTML, by file name without its hash. */
async function preloadedFonts(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const links = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]).filter((link) => link.includes('as="font"'));
  for (const link of links) expect(link).toMatch(/ crossorigin="[^"]*"/);
  return links.map((link) => /href="\/assets\/([a-z-]+?)-[\w-]{8}\.woff2"/.exec(link)?.[1] ?? link);
}

describe('the brands’ own typefaces', () => {
  it.each([
    ['/en-us', ['oswald-latin-wght-normal']],
    ['/fr-ca/journal', ['oswald-latin-wght-normal']],
    ['/de-de', ['outfit-latin-wght-normal']],
  ])('%s preloads its brand’s headline face (Latin), and nothing more', async (path, files) => {
    expect((await preloadedFonts(path)).sort()).toEqual(files);
  });

  it('/editor preloads the faces its screens are set in: a single page would otherwise keep the fallback all session', async () => {
    expect((await preloadedFonts('/editor')).sort()).toEqual(['inter-latin-wght-normal', 'jetbrains-mono-latin-wght-normal']);
  });

  it.each([
    ['/en-us', 'ridgeline-en-us', 'Oswald', 'Inter'],
    ['/en-gb', 'kestrel-en-gb', 'Outfit', 'Outfit'],
  ])(
    '%s sets its headings and copy in them, served by Tessera, with nothing shifting',
    async (path, siteId, display, body) => {
      const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      await withoutPopups(page, siteId);
      const fontRequests: string[] = [];
      page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        const family = (selector: string) => getComputedStyle(document.querySelector(selector) ?? document.body).fontFamily;
        const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
        return { title: family('.ts-hero__title'), body: family('main p'), loaded };
      });
      expect(used.title.startsWith(`"${display}"`) || used.title.startsWith(display)).toBe(true);
      expect(used.body.startsWith(`"${body}"`) || used.body.startsWith(body)).toBe(true);
      expect(used.loaded).toEqual(expect.arrayContaining([display, body]));
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(fontRequests.every((url) => url.startsWith(`${baseUrl()}/assets/`))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      await page.context().close();
    },
    60_000,
  );
});
