import { describe, expect, it } from 'vitest';
import { allSites } from '../../runtime/core';
import { baseUrl } from './browser';
import { editorCookie } from './editor-session';

/** Pages fetched at once: enough to be quick, few enough for a busy two-core machine. */
const PARALLEL = 4;
/** A site has about 130 pages reachable from its content; this only stops a runaway crawl. */
const MAX_PAGES = 400;

interface Found {
  readonly href: string;
  /** Where the link was seen: the page and the block holding it. */
  readonly from: string;
}

/** Every `<a …>…</a>` of the server's HTML: React writes each attribute as `name="value"`, and links do not nest. */
const ANCHOR = /<a\s([^>]*)>([\s\S]*?)<\/a>/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
const attribute = (attributes: string, name: string) => {
  const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : decode(value);
};

/**
 * Internal links of a page but the shell's icon links: those lead to the cart, account, search and favourites
 * modules, which are not built yet. What is left is content: mega menu, footer, promo bar and the page's
 * blocks, plus the wordmark's home link. Read from the HTML as the server sent it, with a pattern rather than
 * a DOM: a crawl reads some eight hundred pages.
 */
function contentLinks(html: string, page: string): Found[] {
  // Scripts hold the page's data, whose rich text has links of its own in another form: only markup counts.
  return [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(ANCHOR)].flatMap(([, attributes = '', inner = '']) => {
    const href = attribute(attributes, 'href') ?? '';
    if (!href.startsWith('/') || (attribute(attributes, 'class') ?? '').split(' ').includes('ts-icon-link')) return [];
    const words = (attribute(attributes, 'aria-label') ?? decode(inner.replace(/<[^>]*>/g, ' '))).replace(/\s+/g, ' ').trim();
    return [{ href: href.split(/[?#]/, 1)[0] ?? href, from: `${page} ("${words}")` }];
  });
}

/**
 * Follows every content link of a site from its home page, breadth first, and reports each one that does not
 * answer 200: content links of other sites (the locale selector) are checked but not followed.
 */
async function crawl(locale: string): Promise<{ readonly visited: number; readonly broken: readonly string[] }> {
  const own = (href: string) => href === `/${locale}` || href.startsWith(`/${locale}/`);
  // Home, and the two landing pages every site has (README): the explore page and the journal.
  const starts = [`/${locale}`, `/${locale}/explore`, `/${locale}/journal`];
  const seen = new Map<string, string>(starts.map((path) => [path, 'start']));
  const broken: string[] = [];
  let queue = [...starts];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const batch = queue.slice(0, PARALLEL);
    queue = queue.slice(PARALLEL);
    await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
        visited++;
        const body = await response.text();
        if (response.status !== 200) return void broken.push(`${response.status} ${path} ← ${seen.get(path)}`);
        if (!own(path)) return;
        for (const { href, from } of contentLinks(body, path)) {
          if (seen.has(href)) continue;
          seen.set(href, from);
          queue.push(href);
        }
      }),
    );
  }
  expect(visited, `${locale}: the crawl stopped at ${MAX_PAGES} pages`).toBeLessThan(MAX_PAGES);
  return { visited, broken };
}

describe('help centre paths', () => {
  it('a page two levels down renders only under its own parents (spec 001 §2: /help/returns/how-to-return)', async () => {
    // Previews answer only to editors: every path is asked for signed in (publish pages do not mind).
    const headers = { cookie: await editorCookie() };
    const answer = async (path: string) => {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
      return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
    };
    const status = async (path: string) => (await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers })).status;
    const page = await (await fetch(`${baseUrl()}/de-de/help/returns/how-to-return`)).text();
    expect(page).toContain('So funktioniert die Rücksendung');
    expect(await status('/pre/fr-fr/help/returns/how-to-return')).toBe(200);
    // Asked for under other parents, or without them, a page answers 301 to its one path.
    for (const path of [
      '/en-us/about/returns/how-to-return',
      '/en-us/help/shipping/how-to-return',
      '/en-us/returns/how-to-return',
      '/en-us/how-to-return',
    ]) {
      expect(await answer(path), path).toBe('301 /en-us/help/returns/how-to-return');
    }
    expect(await answer('/en-us/help/returns/our-story')).toBe('301 /en-us/about/our-story');
    expect(await answer('/pre/fr-fr/returns/how-to-return?preview=true')).toBe('301 /pre/fr-fr/help/returns/how-to-return?preview=true');
    for (const path of ['/en-us/help/returns/how-to-return/more', '/en-us/help/returns/nothing-here']) {
      expect(await status(path), path).toBe(404);
    }
  });
});

describe('seeded navigation and content links', () => {
  it.each(allSites().map((site) => site.locale.locale))(
    '%s: every link of the menu, footer and page content opens a page (no 404), categories included',
    { timeout: 240_000 },
    async (locale) => {
      const { visited, broken } = await crawl(locale);
      // Home, explore, journal and its articles, the help centre, about and legal pages, every category.
      expect(visited).toBeGreaterThan(100);
      expect(broken).toEqual([]);
    },
  );
});
