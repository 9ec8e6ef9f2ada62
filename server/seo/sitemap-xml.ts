/**
 * The XML of sitemaps (sitemaps.org 0.9): a locale's `<urlset>` with each page's alternates in other locales
 * (`xhtml:link rel="alternate" hreflang`), and the `<sitemapindex>` naming every locale's. Every value is escaped.
 */

/** Another locale's URL for the same page (or `x-default`). */
export interface SitemapAlternate {
  readonly hreflang: string;
  readonly href: string;
}

/** One page of a locale's sitemap: its absolute URL, when it last changed, and its URLs in the brand's other locales. */
export interface SitemapUrl {
  readonly loc: string;
  readonly lastmod: Date;
  readonly alternates: readonly SitemapAlternate[];
}

/** One locale's sitemap in the index; `lastmod` is its newest page's (none when it lists no page). */
export interface SitemapRef {
  readonly loc: string;
  readonly lastmod?: Date | undefined;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** What XML 1.0 cannot hold: controls but tab, line feed and carriage return; U+FFFE and U+FFFF; lone surrogates. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text or an attribute value as XML: the five special characters as entities, and characters XML 1.0 cannot hold
 * (controls other than tab and line ends, lone surrogates) left out.
 * @example escapeXml(`a&b<"c">'`) // 'a&amp;b&lt;&quot;c&quot;&gt;&apos;'
 */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * A moment as a W3C datetime in UTC, to the second (the sitemaps protocol's `lastmod`).
 * @example w3cDateTime(new Date('2030-01-02T03:04:05.678Z')) // '2030-01-02T03:04:05Z'
 */
export const w3cDateTime = (moment: Date): string => moment.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A locale's sitemap: `<urlset>` with one `<url>` per page, each with its `lastmod` and its alternates. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`, `    <lastmod>${w3cDateTime(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** The sitemap index: `<sitemapindex>` with one `<sitemap>` per locale. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (const sitemap of sitemaps) {
    lines.push('  <sitemap>', `    <loc>${escapeXml(sitemap.loc)}</loc>`);
    if (sitemap.lastmod) lines.push(`    <lastmod>${w3cDateTime(sitemap.lastmod)}</lastmod>`);
    lines.push('  </sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}
