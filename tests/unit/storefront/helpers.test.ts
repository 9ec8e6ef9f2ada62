import { describe, expect, it } from 'vitest';
import { siteForLocale } from '../../../runtime/core';
import type { ResolvedPage, Site } from '../../../runtime/core';
import { scriptJson } from '../../../storefront/hydration';
import { cacheHeaders } from '../../../storefront/server/cache-headers';
import { persistedCookies } from '../../../storefront/server/cookies';
import type { ContentResponse } from '../../../schemas';
import { menuCategories } from '../../../storefront/data/menu-categories';
import { pageMeta } from '../../../storefront/meta';

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
      title: 'Über uns', description: 'd', url: 'https://k.test/de-de/about', type: 'website', locale: 'de_DE', localeAlternates: ['en_GB', 'fr_FR'],
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

  it('indexes the categories of a menu with the entries above them', () => {
    const menu = {
      items: [
        { title: 'Kids', target: { url: '/en-us/c/kids-3000' }, columns: [
          { title: 'Footwear', target: { url: '/en-us/c/kids-footwear-3100' }, columns: [{ title: 'Hiking boots', target: { url: '/en-us/c/kids-hiking-boots-3101' } }] },
          { title: 'Help', columns: [{ title: 'Returns', target: { url: '/en-us/help/returns' } }] },
        ] },
      ],
    };
    const index = menuCategories(menu);
    expect([...index.keys()]).toEqual(['3000', '3100', '3101']);
    expect(index.get('3101')).toEqual({
      path: '/c/kids-hiking-boots-3101',
      trail: [{ name: 'Kids', path: '/c/kids-3000' }, { name: 'Footwear', path: '/c/kids-footwear-3100' }],
    });
    expect(menuCategories(null).size).toBe(0);
  });
});

function doc(key: string, name: string, data: Record<string, unknown> = {}): ContentResponse {
  return { id: key, siteId: 's', docType: 'page', key, name, version: 1, status: 'published', publishAt: null, data };
}
