import { describe, expect, it } from 'vitest';
import { siteForLocale } from '../../../runtime/core';
import type { ResolvedPage, Site } from '../../../runtime/core';
import { scriptJson } from '../../../storefront/hydration';
import { cacheHeaders } from '../../../storefront/server/cache-headers';
import { persistedCookies } from '../../../storefront/server/cookies';
import { requestOrigin, seoFor } from '../../../storefront/server/seo';

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

  it('takes the origin from proxy headers only when they are plausible', () => {
    expect(requestOrigin({ host: 'shop.test', 'x-forwarded-proto': 'https' }, 'http://localhost')).toBe('https://shop.test');
    expect(requestOrigin({ host: 'evil.test/"><script>' }, 'http://localhost')).toBe('http://localhost');
  });

  it('lists the alternates of the brand and no canonical on error pages', () => {
    const site = siteForLocale('de-de') as Site;
    const page: ResolvedPage = { id: '1', docType: 'page', key: 'about', version: 1, seo: { title: 'Über uns', description: 'd' }, sections: [] };
    const seo = seoFor({ site, page, origin: 'https://k.test', pathname: '/de-de/about', status: 200, preview: false });
    expect(seo.canonical).toBe('https://k.test/de-de/about');
    expect(seo.alternates.map((a) => a.hreflang)).toEqual(['en-GB', 'fr-FR', 'de-DE', 'x-default']);
    expect(seo.alternates.at(-1)?.href).toBe('https://k.test/en-gb/about');
    const missing = seoFor({ site, page, origin: 'https://k.test', pathname: '/de-de/x', status: 404, preview: false });
    expect(missing).toMatchObject({ noIndex: true, alternates: [] });
    expect(missing.canonical).toBeUndefined();
  });
});
