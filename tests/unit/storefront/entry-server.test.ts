// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PREVIEW_DATE_HEADER } from '../../../schemas';
import { pageData, render } from '../../../storefront/entry-server';
import { fixtureDocs, readBody, ssrRequest } from './content-fixture';

async function renderPage(url: string, headers?: Record<string, string>) {
  const { request, requests } = ssrRequest(url, undefined, headers);
  const result = await render(request);
  const html = await readBody(result.body);
  return { result, html, requests, document: new JSDOM(html).window.document };
}

describe('render', () => {
  it('streams the home page with head tags, the hero before any script, and publish caching', async () => {
    const { result, html, document } = await renderPage('/en-us');
    expect(result.status).toBe(200);
    expect(result.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.documentElement.dataset.brand).toBe('ridgeline');
    expect(document.title).toBe('Ridgeline — Trail footwear');
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Ridgeline — Trail footwear description');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('http://shop.test/en-us');
    const alternates = [...document.querySelectorAll('link[rel=alternate]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(alternates).toEqual([
      'en-US http://shop.test/en-us',
      'en-CA http://shop.test/en-ca',
      'fr-CA http://shop.test/fr-ca',
      'x-default http://shop.test/en-us',
    ]);
    expect(document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/assets/storefront-abc.css');
    expect(document.querySelector('script[type=module]')?.getAttribute('src')).toBe('/assets/storefront-abc.js');
    expect(html.indexOf('Trail season is here')).toBeGreaterThan(0);
    expect(html.indexOf('Trail season is here')).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('alert(1)');
  });

  it('renders the shell: skip link, promo bar above the header, named icon links, h1, menu and footer', async () => {
    const { document } = await renderPage('/en-us');
    const body = document.body;
    expect(body.querySelector('a.ts-skip-link')?.getAttribute('href')).toBe('#main');
    const promo = body.querySelector('[data-block-type=promoBar]');
    const header = body.querySelector('header');
    expect(promo?.textContent).toContain('Free shipping over $50');
    expect(promo && header && promo.compareDocumentPosition(header) & 4).toBeTruthy(); // header follows the promo bar
    expect(header?.querySelector('a[href="/en-us"]')?.getAttribute('aria-label')).toBe('Ridgeline home');
    const icons = [...(header?.querySelectorAll('.ts-icon-link') ?? [])].map((a) => `${a.getAttribute('aria-label')} ${a.getAttribute('href')}`);
    expect(icons).toEqual(['Search /en-us/search', 'Favorites /en-us/favorites', 'Sign in to your account /en-us/account', 'Cart /en-us/cart']);
    expect(header?.querySelector('[data-block-type=megaMenu]')?.textContent).toContain('Men');
    // The page's one h1 is the visible title of the hero that leads it, not a hidden copy of the page's title.
    expect([...body.querySelectorAll('h1')].map((h) => [h.textContent, h.className])).toEqual([['Trail season is here', 'ts-hero__title']]);
    expect(body.querySelector('main [data-block-type=promoBar]')).toBeNull();
    expect(body.querySelector('[data-block-type=footer]')?.textContent).toContain('Contact us');
  });

  it('names a page without a titled lead block with a hidden h1 of its title', async () => {
    const { document } = await renderPage('/en-us/nothing-here');
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
  });

  it('leaves the page for hydration: its path, data, block types and the stylesheets', async () => {
    const { document } = await renderPage('/en-us');
    const inline = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n');
    expect(inline).toContain('window.__TESSERA_PAGE__={"path":"/en-us","data":{');
    expect(inline).toContain('"blockTypes":["hero","promoBar","megaMenu","footer"]');
    expect(inline).toContain('window.__TESSERA_ASSETS__={"styles":["/assets/storefront-abc.css"],"appStyles":[]}');
  });

  it('redirects / to the default locale with 302, keeping the query', async () => {
    const { request } = ssrRequest('/?preview=true');
    await expect(render(request)).resolves.toMatchObject({ status: 302, location: '/en-us?preview=true' });
  });

  it.each([
    ['a product id that fails its pattern', '/en-us/p/shoe-123'],
    ['a category id that fails its pattern', '/en-us/c/boots-12'],
    ['a missing category', '/en-us/c/boots-9999'],
    ['a missing product', '/en-us/p/trail-runner-RL999999'],
    ['an unknown page', '/en-us/nothing-here'],
    ['a child page its parent does not have', '/en-us/about/nothing'],
    ['a page nested deeper than the storefront serves', '/en-us/a/b/c/d'],
    ['an unknown area page', '/en-us/checkout/payment'],
  ])('answers %s with the site error page and 404', async (_, url) => {
    const { result, document } = await renderPage(url);
    expect(result.status).toBe(404);
    expect(document.querySelector('main')?.textContent).toContain('We lost the trail');
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('main')?.dataset.pageType).toBe('Error');
  });

  it('renders a not-found page inside the shell when the site has no error page, leaving only the status for hydration', async () => {
    const { request } = ssrRequest('/en-us/nothing', {});
    const result = await render(request);
    const html = await readBody(result.body);
    const document = new JSDOM(html).window.document;
    expect(result.status).toBe(404);
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelector('a.ts-skip-link')).not.toBeNull();
    expect(document.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(document.querySelector('main')?.dataset.pageType).toBe('Error');
    expect(html).toContain('window.__TESSERA_PAGE__={"path":"/en-us/nothing","error":{"status":404}}');
  });

  it('answers an unknown locale with the default site error page', async () => {
    const { result, document } = await renderPage('/xx-yy/about');
    expect(result.status).toBe(404);
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelector('main')?.textContent).toContain('We lost the trail');
  });

  it('renders category, product, content and child pages from their documents', async () => {
    for (const [url, text] of [
      ['/en-us/c/boots-1234', 'Boots for every trail'],
      ['/en-us/c/boots-c1234', 'Boots for every trail'],
      ['/en-us/p/trail-runner-RL100234', 'The Trail Runner'],
      ['/en-us/p/trail-runner-RL100234', 'Trail Runner'],
      ['/en-us/about', 'Our story starts here'],
      ['/en-us/about/team', 'Meet the team'],
    ] as const) {
      const { result, document } = await renderPage(url);
      expect(result.status, url).toBe(200);
      expect(document.querySelector('main')?.textContent, url).toContain(text);
    }
  });

  it("never says in a page's HTML which products one shopper favourited: the hearts are the browser's", async () => {
    // The product page's heart is an empty slot holding its place until the browser knows.
    const { document } = await renderPage('/en-us/p/trail-runner-RL100234');
    expect(document.querySelectorAll('.ts-product__heading .ts-heart--slot')).toHaveLength(1);
    expect(document.querySelector('[aria-pressed]')).toBeNull();
  });

  it('renders another locale in its language', async () => {
    const { document } = await renderPage('/fr-ca');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.querySelector('main')?.textContent).toContain('La saison des sentiers');
    expect(document.querySelector('a.ts-skip-link')?.textContent).toBe('Aller au contenu');
  });

  it('uses preview mode for ?preview=true and /pre, with the preview date and no caching', async () => {
    const { result, requests } = await renderPage('/en-us?preview=true&previewDateTime=2031-02-03T04:05:06Z');
    expect(result.headers['cache-control']).toBe('no-store');
    expect(requests.every((r) => r.path.startsWith('/preview/'))).toBe(true);
    expect(requests[0]?.headers?.[PREVIEW_DATE_HEADER]).toBe('2031-02-03T04:05:06.000Z');
    const pre = await renderPage('/pre/en-us/about');
    expect(pre.result.status).toBe(200);
    expect(pre.requests.every((r) => r.path.startsWith('/preview/'))).toBe(true);
    const published = await renderPage('/en-us?previewDateTime=2031-02-03T04:05:06Z');
    expect(published.requests.every((r) => r.path.startsWith('/publish/') && !r.headers?.[PREVIEW_DATE_HEADER])).toBe(true);
  });

  it('renders the remembered state of the request cookies', async () => {
    const { document } = await renderPage('/en-us', { cookie: 'ts_promo_promo=closed; other=1' });
    const inline = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n');
    expect(inline).toContain('"persisted":{"ts_promo_promo":"closed"}');
  });
});

describe('one path per page', () => {
  it.each([
    ['a child page under another parent', '/en-us/careers/team', '/en-us/about/team'],
    ['a child page asked for without its parent', '/en-us/team?utm=x', '/en-us/about/team?utm=x'],
    ['a preview keeps its prefix', '/pre/en-us/team', '/pre/en-us/about/team'],
    ['a trailing slash', '/en-us/about/', '/en-us/about'],
    ['a category at a slug its menu does not use', '/en-us/c/garbage-1000?sort=new', '/en-us/c/men-1000?sort=new'],
    ["a category's -c form", '/fr-ca/c/hommes-c1000', '/fr-ca/c/hommes-1000'],
    ['the home page by its key', '/en-us/home', '/en-us'],
  ])('answers %s with 301 to its own path', async (_, url, location) => {
    const { request } = ssrRequest(url);
    await expect(render(request)).resolves.toMatchObject({ status: 301, location });
    await expect(pageData(request)).resolves.toEqual({ status: 200, body: { redirect: location } });
  });

  it("names each locale's own URL of a category in its alternates, and only locales whose menu has it", async () => {
    const { result, document } = await renderPage('/en-us/c/men-1000');
    expect(result.status).toBe(200);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('http://shop.test/en-us/c/men-1000');
    const alternates = [...document.querySelectorAll('link[rel=alternate]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(alternates).toEqual([
      'en-US http://shop.test/en-us/c/men-1000',
      'fr-CA http://shop.test/fr-ca/c/hommes-1000',
      'x-default http://shop.test/en-us/c/men-1000',
    ]);
    const fr = await renderPage('/fr-ca/c/hommes-1000');
    expect(fr.document.querySelector('link[rel=alternate][hreflang=en-US]')?.getAttribute('href')).toBe('http://shop.test/en-us/c/men-1000');
  });

  it('keeps a category its menu does not link to at the path asked for', async () => {
    const { result, document } = await renderPage('/en-us/c/boots-1234');
    expect(result.status).toBe(200);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('http://shop.test/en-us/c/boots-1234');
  });
});

describe('head tags', () => {
  const jsonLd = (document: Document) =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

  it('describes the brand, the page and its parents as Open Graph and parseable JSON-LD', async () => {
    const { document } = await renderPage('/en-us/about/team');
    const og = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('Team');
    expect(og('og:url')).toBe('http://shop.test/en-us/about/team');
    expect(og('og:type')).toBe('website');
    expect(og('og:locale')).toBe('en_US');
    expect([...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['en_CA', 'fr_CA']);
    const [organization, crumbs] = jsonLd(document);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Ridgeline', url: 'http://shop.test/en-us' });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Ridgeline', item: 'http://shop.test/en-us' },
        { position: 2, name: 'page/ridgeline-en-us/about', item: 'http://shop.test/en-us/about' },
        { position: 3, name: 'page/ridgeline-en-us/team', item: 'http://shop.test/en-us/about/team' },
      ],
    });
  });

  it('keeps JSON-LD from closing its script tag', async () => {
    const docs = {
      ...fixtureDocs,
      'page/ridgeline-en-us/about': { seo: { title: '</script><script>alert(1)</script>', description: 'x' }, sections: [] },
    };
    const { request } = ssrRequest('/en-us/about', docs);
    const html = await readBody((await render(request)).body);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('names only the brand on error pages', async () => {
    const { document } = await renderPage('/en-us/nothing-here');
    expect(jsonLd(document).map((item) => item['@type'])).toEqual(['Organization']);
    expect(document.querySelector('meta[property="og:title"]')).toBeNull();
  });
});

describe('the cart', () => {
  it("renders the site's cart page with the app route's component, in the shell, the cart loading", async () => {
    const { result, document, html } = await renderPage('/en-us/cart');
    expect(result.status).toBe(200);
    // The shopper's cart comes from the API in the browser; the server renders it loading.
    expect(document.querySelector('main[data-route=cart] [aria-busy=true]')?.textContent).toContain('Loading your cart');
    expect(document.querySelector('main')?.dataset.pageType).toBe('Cart');
    expect(document.querySelector('header a[href="/en-us/cart"]')).not.toBeNull();
    expect(html).toContain('"view":"cart"');
  });
});

describe('pageData', () => {
  it('answers the loader data of a page as JSON', async () => {
    const { request } = ssrRequest('/en-us/c/boots-1234');
    const { status, body } = await pageData(request);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      site: { siteId: 'ridgeline-en-us', locale: 'en-us' },
      status: 200,
      mode: 'publish',
      pageType: 'Category',
      seo: { title: 'Boots' },
    });
    expect(JSON.stringify(body)).toContain('Boots for every trail');
  });

  it('answers 404 pages with their data', async () => {
    const { request } = ssrRequest('/en-us/p/shoe-123');
    const { status, body } = await pageData(request);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, pageType: 'Error', page: { docType: 'augmentedpage', key: 'error-4xx' } });
  });

  it('answers the error envelope when the site has no error page', async () => {
    const { request } = ssrRequest('/en-us/nothing', {});
    await expect(pageData(request)).resolves.toMatchObject({ status: 404, body: { errorDetails: [{ errorId: 'API404' }] } });
  });
});
