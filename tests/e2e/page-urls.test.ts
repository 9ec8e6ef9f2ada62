import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** A page as a crawler gets it: status, redirect target, and its document. */
async function get(path: string): Promise<{ status: number; location: string | null; document: Document }> {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), document: new JSDOM(html).window.document };
}

const alternatesOf = (document: Document): Record<string, string> =>
  Object.fromEntries(
    [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [
      l.getAttribute('hreflang') ?? '',
      new URL(l.getAttribute('href') ?? '').pathname,
    ]),
  );
const canonicalOf = (document: Document) => new URL(document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? 'http://x/').pathname;
const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

describe('one URL per page, named in every locale', () => {
  it("lists each locale's own URL of a category, and each of those pages lists the same alternates", async () => {
    const { status, document } = await get('/fr-ca/c/bottes-de-randonnee-pour-enfants-3101');
    expect(status).toBe(200);
    const alternates = alternatesOf(document);
    expect(Object.keys(alternates)).toEqual(['en-US', 'en-CA', 'fr-CA', 'x-default']);
    expect(alternates['en-US']).toBe('/en-us/c/kids-hiking-boots-3101');
    expect(alternates['fr-CA']).toBe('/fr-ca/c/bottes-de-randonnee-pour-enfants-3101');
    expect(alternates['en-CA']).toMatch(/^\/en-ca\/c\/[a-z-]+-3101$/);
    for (const [hreflang, path] of Object.entries(alternates)) {
      const other = await get(path);
      expect(other.status, `${hreflang} ${path}`).toBe(200);
      expect(canonicalOf(other.document), path).toBe(path);
      expect(alternatesOf(other.document), path).toEqual(alternates);
    }
  });

  it.each([
    ['a category at another slug, the query kept', '/en-us/c/garbage-3101?sort=new', '/en-us/c/kids-hiking-boots-3101?sort=new'],
    ["a category's -c form", '/en-us/c/kids-hiking-boots-c3101', '/en-us/c/kids-hiking-boots-3101'],
    ['a help page without its parents', '/en-gb/how-to-return', '/en-gb/help/returns/how-to-return'],
    ['the contact page at its area name', '/de-de/contact-us', '/de-de/help/contact-us'],
    ['a page with a trailing slash', '/en-us/about/', '/en-us/about'],
    ['a page in capitals', '/en-us/About', '/en-us/about'],
    ['a locale and a page in capitals', '/EN-US/ABOUT', '/en-us/about'],
    ['a child page in mixed case, the query kept', '/en-gb/Help/Returns/How-To-Return?x=1', '/en-gb/help/returns/how-to-return?x=1'],
    ['a named area in capitals', '/en-us/CART', '/en-us/cart'],
    ['a checkout step in capitals', '/en-us/checkout/Shipping', '/en-us/checkout/shipping'],
    ["a category's slug in capitals", '/en-us/c/Kids-Hiking-Boots-3101', '/en-us/c/kids-hiking-boots-3101'],
  ])('answers %s with 301 to its own URL', async (_, path, location) => {
    const { status, location: to } = await get(path);
    expect(status).toBe(301);
    expect(to).toBe(location);
  });

  it('answers an unknown category id with the 404 page', async () => {
    const { status, document } = await get('/en-us/c/garbage-9999');
    expect(status).toBe(404);
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel=canonical]')).toBeNull();
  });

  it('tells a client-side navigation to follow the redirect', async () => {
    const response = await fetch(`${baseUrl()}/fapi/pages/${encodeURIComponent('/en-us/c/garbage-3101')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/en-us/c/kids-hiking-boots-3101' });
  });
});

describe('structured data and Open Graph', () => {
  it('describes a category with the brand and its breadcrumb trail from the menu', async () => {
    const { document } = await get('/en-us/c/kids-hiking-boots-3101');
    const [organization, crumbs] = jsonLd(document);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Ridgeline' });
    const items = (crumbs?.itemListElement ?? []) as { name: string; item: string }[];
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(new URL(items.at(-1)?.item ?? '').pathname).toBe('/en-us/c/kids-hiking-boots-3101');
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(/\/en-us\/c\/kids-hiking-boots-3101$/);
    // A raster link previews can show, at the share size, drawn by the image pipeline.
    const image = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    expect(image).toMatch(/^https?:\/\/.+\/images\/[\w-]+\.jpg\?w=1280&h=672$/);
    expect(document.querySelector('meta[property="og:image:width"]')?.getAttribute('content')).toBe('1280');
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('describes an article page as an Article, under the journal', async () => {
    const journal = await get('/en-gb/journal');
    const link = [...journal.document.querySelectorAll('main a[href^="/en-gb/journal/"]')][0]?.getAttribute('href') ?? '';
    expect(link).not.toBe('');
    const { status, document } = await get(link);
    expect(status).toBe(200);
    const items = jsonLd(document);
    expect(items.map((item) => item['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Article']);
    expect(items[2]).toMatchObject({ headline: expect.any(String) as string, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string });
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });
});
