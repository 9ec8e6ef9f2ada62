import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../../server/seo/robots';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDateTime } from '../../../../server/seo/sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five special characters and drops what XML 1.0 cannot hold', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('x\u0000y\u001Fz\uD800')).toBe('xyz');
    expect(escapeXml('tab\there\nline é 😀')).toBe('tab\there\nline é 😀');
  });

  it('writes lastmod as a W3C datetime in UTC to the second', () => {
    expect(w3cDateTime(new Date('2030-01-02T03:04:05.678Z'))).toBe('2030-01-02T03:04:05Z');
  });

  it('writes a urlset with escaped locs and alternates', () => {
    const xml = urlsetXml([
      {
        loc: 'https://shop.example/en-us/a?b=1&c=<2>',
        lastmod: new Date('2030-01-02T03:04:05Z'),
        alternates: [
          { hreflang: 'en-US', href: 'https://shop.example/en-us/a?b=1&c=<2>' },
          { hreflang: `x"'`, href: 'https://shop.example/"q"' },
        ],
      },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>https://shop.example/en-us/a?b=1&amp;c=&lt;2&gt;</loc>',
        '    <lastmod>2030-01-02T03:04:05Z</lastmod>',
        '    <xhtml:link rel="alternate" hreflang="en-US" href="https://shop.example/en-us/a?b=1&amp;c=&lt;2&gt;"/>',
        '    <xhtml:link rel="alternate" hreflang="x&quot;&apos;" href="https://shop.example/&quot;q&quot;"/>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an index, each sitemap dated only when it lists a page', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://shop.example/sitemap/en-us.xml', lastmod: new Date('2030-01-02T03:04:05Z') },
      { loc: 'https://shop.example/sitemap/fr-ca.xml?a&b' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap>\n    <loc>https://shop.example/sitemap/en-us.xml</loc>\n    <lastmod>2030-01-02T03:04:05Z</lastmod>\n  </sitemap>',
    );
    expect(xml).toContain('<sitemap>\n    <loc>https://shop.example/sitemap/fr-ca.xml?a&amp;b</loc>\n  </sitemap>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('disallows previews and every locale’s shopper areas, and names the index at the origin', () => {
    const lines = robotsTxt('https://shop.example').split('\n');
    expect(lines).toContain('Disallow: /pre/');
    expect(lines).toContain('Disallow: /de-de/checkout');
    expect(lines).toContain('Disallow: /en-ca/order-confirmation');
    expect(lines).not.toContain('Disallow: /en-us/search');
    expect(lines.at(-2)).toBe('Sitemap: https://shop.example/sitemap.xml');
  });
});
