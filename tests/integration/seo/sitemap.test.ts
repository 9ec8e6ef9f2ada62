import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSites } from '../../../runtime/core';
import { buildApp } from '../../../server/app';
import { createCatalogRepository } from '../../../server/commerce/catalog/index';
import { PUBLISHED } from '../../../server/content/index';
import { demoDocuments } from '../../../server/demo/index';
import { w3cDateTime } from '../../../server/seo/index';
import { startTestApp, json, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { rawRequest } from '../helpers/raw-http';

const SITE = 'ridgeline-en-us';
const ORIGIN = 'http://localhost';
const CATEGORY = '3101';

/** Each `<url>` of a urlset: its loc, lastmod and alternates by hreflang. */
function urlsOf(xml: string): Map<string, { lastmod: string; alternates: Record<string, string> }> {
  const urls = new Map<string, { lastmod: string; alternates: Record<string, string> }>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '';
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? '';
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    urls.set(loc, { lastmod, alternates });
  }
  return urls;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`robots.txt and sitemaps on ${kind}`, () => {
    let t: TestApp;
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const sitemapOf = async (locale: string) => {
      const answer = await get(`/sitemap/${locale}.xml`);
      expect(answer.statusCode).toBe(200);
      return urlsOf(answer.body);
    };

    beforeAll(async () => {
      t = await startTestApp(kind, { documents: demoDocuments(), catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    it('robots.txt allows the store, keeps crawlers out of previews, page data, the editor and every shopper area, and names the index', async () => {
      const answer = await get('/robots.txt');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const lines = answer.body.split('\n');
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      expect(lines).toEqual(expect.arrayContaining(['Disallow: /pre/', 'Disallow: /fapi/', 'Disallow: /editor', 'Disallow: /admin/']));
      for (const site of allSites()) {
        for (const area of ['cart', 'checkout', 'order-confirmation', 'account']) expect(lines).toContain(`Disallow: /${site.locale.locale}/${area}`);
      }
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('names links at the public origin, never at a forged host', async () => {
      const app: FastifyInstance = await buildApp({ db: t.database.handle.db, publicUrl: 'https://shop.example' });
      try {
        const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
        const robots = await app.inject({ url: '/robots.txt', headers });
        expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
        const index = await app.inject({ url: '/sitemap.xml', headers });
        expect(index.body).toContain('<loc>https://shop.example/sitemap/en-gb.xml</loc>');
        expect(index.body).not.toContain('evil.example');
      } finally {
        await app.close();
      }
    });

    it('the index lists one sitemap per locale of every brand, each dated by its newest page', async () => {
      const answer = await get('/sitemap.xml');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(answer.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const entries = [...answer.body.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/sitemap>/g)];
      expect(entries.map((m) => m[1]).sort()).toEqual(
        ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'fr-fr', 'de-de'].map((locale) => `${ORIGIN}/sitemap/${locale}.xml`).sort(),
      );
      // en-us's date is its newest page's.
      const enUs = [...(await sitemapOf('en-us')).values()]
        .map((url) => url.lastmod)
        .sort()
        .at(-1);
      expect(entries.find((m) => m[1] === `${ORIGIN}/sitemap/en-us.xml`)?.[2]).toBe(enUs);
    });

    it('a locale sitemap holds home, pages, menu categories and products, each dated and with reciprocal alternates', async () => {
      const answer = await get('/sitemap/en-us.xml');
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const enUs = urlsOf(answer.body);
      const enCa = await sitemapOf('en-ca');

      // Home, at the locale's root, dated by the published version's publish time in the database.
      const home = await t.repository.read({ siteId: SITE, docType: 'page', key: 'home' }, PUBLISHED);
      expect(enUs.get(`${ORIGIN}/en-us`)).toEqual({
        lastmod: w3cDateTime(home?.publishedAt ?? new Date(0)),
        alternates: {
          'en-US': `${ORIGIN}/en-us`,
          'en-CA': `${ORIGIN}/en-ca`,
          'fr-CA': `${ORIGIN}/fr-ca`,
          'x-default': `${ORIGIN}/en-us`,
        },
      });
      // A published page of the demo.
      expect(enUs.get(`${ORIGIN}/en-us/explore`)?.alternates['en-CA']).toBe(`${ORIGIN}/en-ca/explore`);

      // A category the menu links to, at each locale's own path, both ways.
      const category = [...enUs.entries()].find(([loc]) => loc.endsWith(`-${CATEGORY}`));
      expect(category?.[0]).toBe(`${ORIGIN}/en-us/c/kids-hiking-boots-${CATEGORY}`);
      const frCa = category?.[1].alternates['fr-CA'];
      expect(frCa).toMatch(new RegExp(`^${ORIGIN}/fr-ca/c/[a-z0-9-]+-${CATEGORY}$`));
      expect(category?.[1].alternates['x-default']).toBe(category?.[0]);
      const categoryInCanada = enCa.get(category?.[1].alternates['en-CA'] ?? '');
      expect(categoryInCanada?.alternates['en-US']).toBe(category?.[0]);
      const categoryRow = await t.repository.read({ siteId: SITE, docType: 'category', key: CATEGORY }, PUBLISHED);
      expect(category?.[1].lastmod).toBe(w3cDateTime(categoryRow?.publishedAt ?? new Date(0)));

      // Every product the catalogue sells on the site, at its page, with the other locales' pages.
      const sold = await createCatalogRepository(t.database.handle.db).productsSold('ridgeline', 'USD', 'en');
      expect(sold.length).toBeGreaterThan(10);
      const products = [...enUs.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/en-us/p/`));
      expect(products.length).toBe(sold.length);
      const [first] = sold;
      const product = enUs.get(`${ORIGIN}/en-us/p/${first?.slug}-${first?.masterId}`);
      expect(product?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Object.keys(product?.alternates ?? {}).sort()).toEqual(['en-CA', 'en-US', 'fr-CA', 'x-default']);
      expect(enCa.get(product?.alternates['en-CA'] ?? '')?.alternates['en-US']).toBe(`${ORIGIN}/en-us/p/${first?.slug}-${first?.masterId}`);

      // Nothing of another brand, nothing a shopper owns, no error page, no preview.
      expect([...enUs.keys()].every((loc) => loc.startsWith(`${ORIGIN}/en-us`))).toBe(true);
      expect(answer.body).not.toMatch(/\/(cart|checkout|search|order-confirmation|error-4xx|pre)(["</])/);
    });

    it('leaves out drafts and noindex pages, and lists a page once it is published', async () => {
      const draft = await t.repository.saveDraft({
        siteId: SITE,
        docType: 'page',
        key: 'draft-only',
        name: 'Draft',
        data: { sections: [], seo: {} },
      });
      const hidden = await t.repository.saveDraft({
        siteId: SITE,
        docType: 'page',
        key: 'hidden-page',
        name: 'Hidden',
        data: { sections: [], seo: { title: 'Hidden', noIndex: true } },
      });
      await t.repository.publish(hidden, hidden.version);
      expect((await t.repository.newest(draft))?.status).toBe('draft');
      expect((await t.repository.read(hidden, PUBLISHED))?.status).toBe('published');

      let urls = await sitemapOf('en-us');
      expect(urls.has(`${ORIGIN}/en-us/draft-only`)).toBe(false);
      expect(urls.has(`${ORIGIN}/en-us/hidden-page`)).toBe(false);

      const published = await t.repository.publish(draft, draft.version);
      urls = await sitemapOf('en-us');
      expect(urls.get(`${ORIGIN}/en-us/draft-only`)).toEqual({
        lastmod: w3cDateTime(published?.publishedAt ?? new Date(0)),
        // Only en-us has the page: its one alternate is itself.
        alternates: { 'en-US': `${ORIGIN}/en-us/draft-only`, 'x-default': `${ORIGIN}/en-us/draft-only` },
      });
      expect((await sitemapOf('en-ca')).has(`${ORIGIN}/en-ca/draft-only`)).toBe(false);
    });

    it('an unknown locale is a JSON 404, a locale in capitals is redirected to its own spelling', async () => {
      for (const url of ['/sitemap/xx-yy.xml', '/sitemap/en-us.txt', '/sitemap/en-us', '/sitemap/ridgeline-en-us.xml']) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(404);
        expect(json<{ errorDetails: { errorId: string }[] }>(answer).errorDetails[0]?.errorId, url).toBe('API404');
      }
      const capitals = await get('/sitemap/EN-US.xml');
      expect(capitals.statusCode).toBe(301);
      expect(capitals.headers.location).toBe('/sitemap/en-us.xml');
      const query = await get('/sitemap/en-us.xml?x=1');
      expect(query.statusCode).toBe(200);
      expect(query.body).toBe((await get('/sitemap/en-us.xml')).body);
    });

    it('answers junk spellings without a 5xx', async () => {
      const junk = [
        '/SITEMAP.XML',
        '/sitemap.xml/',
        '/sitemap/../x',
        '/sitemap/%00.xml',
        '/sitemap/%2e%2e/en-us.xml',
        '/sitemap//en-us.xml',
        '/sitemap/en-us.xml/',
        '/sitemap/%E0%A4%A.xml',
        '/sitemap/',
        '/sitemap',
        '/robots.txt/',
        `/sitemap/${'a'.repeat(600)}.xml`,
        '/sitemap/<script>.xml',
      ];
      // On the wire as written: `app.inject` would resolve dot segments and escapes before the app saw them.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const status = new Map<string, number>();
      for (const url of junk) status.set(url, (await rawRequest(port, url)).status);
      for (const [url, code] of status) {
        expect(code, url).toBeLessThan(500);
        expect(code, url).not.toBe(200);
      }
      expect(status.get('/sitemap/%00.xml')).toBe(400);
      // A page path in another spelling is redirected to its normal form; the API's refused, as every API path's is.
      expect((await rawRequest(port, '/sitemap/../x')).location).toBe('/x');
      expect(status.get('/sitemap//en-us.xml')).toBe(400);
      expect(status.get('/SITEMAP.XML')).toBe(404);
    });
  });
}
