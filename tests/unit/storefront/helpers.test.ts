import { describe, expect, it } from 'vitest';
import { siteForLocale } from '../../../runtime/core';
import type { ResolvedPage, Site } from '../../../runtime/core';
import { scriptJson } from '../../../storefront/meta/script-json';
import { cacheHeaders } from '../../../storefront/server/cache-headers';
import { persistedCookies } from '../../../storefront/server/cookies';
import type { ContentResponse } from '../../../schemas';
import { pastTheEnd } from '../../../storefront/data/listing-query';
import { menuCategories } from '../../../runtime/core';
import { pageMeta } from '../../../storefront/meta';
import { shareImage } from '../../../storefront/meta/share-image';

describe('hydration data', () => {
  it('cannot close its script tag', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('server helpers', () => {
  it('keeps only the ts_ cookies', () => {
    expect(persistedCookies('a=1; ts_promo_x=closed; ts_n=%E2%9C%93; bad')).toEqual({ ts_promo_x: 'closed', ts_n: '✓' });
    expect(persistedCookies(undefined)).toEqual({});
  });

  it('caches published pages for a minute and never previews or failures', () => {
    expect(cacheHeaders('publish', 200)).toEqual({ 'cache-control': 'public, max-age=60', vary: 'cookie' });
    expect(cacheHeaders('publish', 404)['cache-control']).toBe('public, max-age=60');
    expect(cacheHeaders('preview', 200)).toEqual({ 'cache-control': 'no-store' });
    expect(cacheHeaders('publish', 500)).toEqual({ 'cache-control': 'no-store' });
    expect(cacheHeaders(undefined, 500)).toEqual({ 'cache-control': 'no-store' });
  });

  it('lists the alternates of the brand and no canonical on error pages', () => {
    const site = siteForLocale('de-de') as Site;
    const page: ResolvedPage = { id: '1', docType: 'page', key: 'about', version: 1, seo: { title: 'Über uns', description: 'd' }, sections: [] };
    const found = { doc: doc('about', 'Über uns') };
    const seo = pageMeta({ site, page, found, origin: 'https://k.test', path: '/about', status: 200, preview: false });
    expect(seo.canonical).toBe('https://k.test/de-de/about');
    expect(seo.alternates.map((a) => a.hreflang)).toEqual(['en-GB', 'fr-FR', 'de-DE', 'x-default']);
    expect(seo.alternates.at(-1)?.href).toBe('https://k.test/en-gb/about');
    expect(seo.openGraph).toEqual({
      title: 'Über uns',
      description: 'd',
      url: 'https://k.test/de-de/about',
      type: 'website',
      locale: 'de_DE',
      localeAlternates: ['en_GB', 'fr_FR'],
    });
    const missing = pageMeta({ site, page, found: null, origin: 'https://k.test', path: '/x', status: 404, preview: false });
    expect(missing).toMatchObject({ noIndex: true, alternates: [] });
    expect(missing.canonical).toBeUndefined();
    expect(missing.openGraph).toBeUndefined();
    expect(missing.jsonLd.map((item) => item['@type'])).toEqual(['Organization']);
    const preview = pageMeta({ site, page, found, origin: 'https://k.test', path: '/about', status: 200, preview: true });
    expect(preview).toMatchObject({ noIndex: true, alternates: [] });
    expect(preview.canonical).toBeUndefined();
  });

  it("names each locale's own URL of a category, leaves out locales without it, and lists the breadcrumb trail", () => {
    const site = siteForLocale('fr-ca') as Site;
    const page: ResolvedPage = { id: '1', docType: 'category', key: '3101', version: 1, seo: { title: 'Bottes', description: 'd' }, sections: [] };
    const found = {
      doc: doc('3101', 'Bottes de randonnée pour enfants'),
      canonical: '/c/bottes-3101',
      alternates: { 'en-us': '/c/kids-hiking-boots-3101', 'fr-ca': '/c/bottes-3101' },
      trail: [{ name: 'Enfants', path: '/c/enfants-3000' }],
    };
    const seo = pageMeta({ site, page, found, origin: 'https://r.test', path: '/c/bottes-3101', status: 200, preview: false });
    expect(seo.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://r.test/en-us/c/kids-hiking-boots-3101' },
      { hreflang: 'fr-CA', href: 'https://r.test/fr-ca/c/bottes-3101' },
      { hreflang: 'x-default', href: 'https://r.test/en-us/c/kids-hiking-boots-3101' },
    ]);
    const crumbs = seo.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ridgeline', item: 'https://r.test/fr-ca' },
      { '@type': 'ListItem', position: 2, name: 'Enfants', item: 'https://r.test/fr-ca/c/enfants-3000' },
      { '@type': 'ListItem', position: 3, name: 'Bottes de randonnée pour enfants', item: 'https://r.test/fr-ca/c/bottes-3101' },
    ]);
  });

  it("makes each later page of a listing its own canonical, naming no other locale's", () => {
    const site = siteForLocale('en-us') as Site;
    const page: ResolvedPage = { id: '1', docType: 'category', key: '3101', version: 1, seo: { title: 'Boots', description: 'd' }, sections: [] };
    const listing = (n: number) => ({
      kind: 'listing' as const,
      listing: { total: 60, start: (n - 1) * 24, count: 24, sort: 'relevance' as const, products: [] },
      sort: 'relevance' as const,
      page: n,
      pages: 3,
      segment: 'kids-hiking-boots-3101',
    });
    const found = (n: number) => ({
      doc: doc('3101', 'Kids hiking boots'),
      canonical: '/c/kids-hiking-boots-3101',
      alternates: { 'en-us': '/c/kids-hiking-boots-3101', 'fr-ca': '/c/bottes-3101' },
      catalog: listing(n),
    });
    const at = (n: number) =>
      pageMeta({ site, page, found: found(n), origin: 'https://r.test', path: '/c/kids-hiking-boots-3101', status: 200, preview: false });
    expect(at(1).canonical).toBe('https://r.test/en-us/c/kids-hiking-boots-3101');
    expect(at(1).alternates).toHaveLength(3);
    expect(at(2).canonical).toBe('https://r.test/en-us/c/kids-hiking-boots-3101?page=2');
    expect(at(2).openGraph?.url).toBe('https://r.test/en-us/c/kids-hiking-boots-3101?page=2');
    expect(at(2).alternates).toEqual([]);
    expect(at(2).noIndex).toBe(false);
  });

  it('gives link previews a raster of the image pipeline at the share size, and other pictures as they are', () => {
    expect(shareImage('https://r.test', '/images/rl-hero-trail.svg?w=640')).toEqual({
      url: 'https://r.test/images/rl-hero-trail.jpg?w=1280&h=672',
      width: 1280,
      height: 672,
    });
    expect(shareImage('https://r.test', 'https://r.test/images/ks-boot.webp')?.url).toBe('https://r.test/images/ks-boot.jpg?w=1280&h=672');
    expect(shareImage('https://r.test', 'https://cdn.example/pic.png')).toEqual({ url: 'https://cdn.example/pic.png' });
    expect(shareImage('https://r.test', '/media/fonts/x.svg')).toEqual({ url: 'https://r.test/media/fonts/x.svg' });
  });

  it('counts a page past the last page of a listing as no page', () => {
    const base = {
      kind: 'listing' as const,
      listing: { total: 0, start: 0, count: 0, sort: 'relevance' as const, products: [] },
      sort: 'relevance' as const,
      segment: 'c',
    };
    expect(pastTheEnd({ ...base, page: 1, pages: 0 })).toBe(false);
    expect(pastTheEnd({ ...base, page: 3, pages: 3 })).toBe(false);
    expect(pastTheEnd({ ...base, page: 4, pages: 3 })).toBe(true);
    expect(pastTheEnd({ ...base, page: 99, pages: 0 })).toBe(true);
  });

  it('indexes the categories of a menu with the entries above them', () => {
    const menu = {
      items: [
        {
          title: 'Kids',
          target: { url: '/en-us/c/kids-3000' },
          columns: [
            {
              title: 'Footwear',
              target: { url: '/en-us/c/kids-footwear-3100' },
              columns: [{ title: 'Hiking boots', target: { url: '/en-us/c/kids-hiking-boots-3101' } }],
            },
            { title: 'Help', columns: [{ title: 'Returns', target: { url: '/en-us/help/returns' } }] },
          ],
        },
      ],
    };
    const index = menuCategories(menu);
    expect([...index.keys()]).toEqual(['3000', '3100', '3101']);
    expect(index.get('3101')).toEqual({
      name: 'Hiking boots',
      path: '/c/kids-hiking-boots-3101',
      trail: [
        { name: 'Kids', path: '/c/kids-3000' },
        { name: 'Footwear', path: '/c/kids-footwear-3100' },
      ],
    });
    expect(menuCategories(null).size).toBe(0);
  });
});

function doc(key: string, name: string, data: Record<string, unknown> = {}): ContentResponse {
  return { id: key, siteId: 's', docType: 'page', key, name, version: 1, status: 'published', publishAt: null, data };
}
