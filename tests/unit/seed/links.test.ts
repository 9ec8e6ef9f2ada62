import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../../server/db/seed/demo-content';
import { entries, localeOf } from './walk';

const documents = demoDocuments();
/** The fixed links of spec 001 §2 that content may point at. */
const FIXED = ['/forgot-password', '/help/contact-us', '/loyalty', '/loyalty-terms', '/brand-terms', '/sale-terms', '/sms-terms', '/associate-discount-terms', '/privacy', '/help/returns/how-to-return'];

/** Every link a document holds: `url` fields that are not images, and hrefs inside rich text. */
function linksOf(data: unknown): string[] {
  const found: string[] = [];
  for (const [key, value] of entries(data)) {
    if (typeof value !== 'string') continue;
    if (key === 'url' && !value.startsWith('/images/')) found.push(value);
    for (const [, href] of value.matchAll(/href="([^"]*)"/g)) found.push(href ?? '');
  }
  return found;
}

describe('links in the demo content', () => {
  it('every internal link resolves to a seeded document of the same site or a fixed link of the spec', () => {
    const slugs = new Map<string, string>();
    let checked = 0;
    for (const doc of documents) {
      const locale = localeOf(doc.siteId);
      const has = (docType: string, key: string, parentKey?: string) =>
        documents.some((d) => d.siteId === doc.siteId && d.docType === docType && d.key === key && (parentKey === undefined || d.parentKey === parentKey));
      for (const url of linksOf(doc.data)) {
        const where = `${doc.siteId} ${doc.docType} ${doc.key}: ${url}`;
        if (/^https:\/\//.test(url)) continue;
        expect(url.startsWith(`/${locale}`), where).toBe(true);
        const rest = url.slice(locale.length + 1);
        const category = /^\/c\/([a-z0-9-]+)-(\d+)$/.exec(rest);
        const page = /^\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/.exec(rest);
        if (rest === '') expect(has('page', 'home'), where).toBe(true);
        else if (category) {
          const [, slug = '', id = ''] = category;
          expect(id, `${where} (spec: category ids are 4 to 7 digits)`).toMatch(/^\d{4,7}$/);
          expect(has('category', id), where).toBe(true);
          const key = `${doc.siteId}/${id}`;
          expect(slugs.get(key) ?? slug, `${where}: one slug per category`).toBe(slug);
          slugs.set(key, slug);
        } else if (page?.[2] && has('page', page[2], page[1])) {
          // a child page
        } else if (page?.[1] && !page[2] && has('page', page[1])) {
          // a page, including the fixed links the seed writes as pages (/privacy, /loyalty …)
        } else expect(FIXED, `${where} is neither a seeded page nor a fixed link`).toContain(rest);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('every category document is reachable from the menu, and the menu links only to categories, pages and fixed links', () => {
    for (const menu of documents.filter((d) => d.docType === 'menu')) {
      const linked = new Set(linksOf(menu.data).flatMap((url) => /-(\d+)$/.exec(url)?.slice(1) ?? []));
      const categories = documents.filter((d) => d.siteId === menu.siteId && d.docType === 'category').map((d) => d.key);
      expect(categories.filter((id) => !linked.has(id)), menu.siteId).toEqual([]);
    }
  });

  it("category ids are shared across a brand's locales while slugs speak the locale", () => {
    const keys = (siteId: string) => documents.filter((d) => d.siteId === siteId && d.docType === 'category').map((d) => d.key).sort();
    expect(keys('ridgeline-fr-ca')).toEqual(keys('ridgeline-en-us'));
    expect(keys('kestrel-de-de')).toEqual(keys('kestrel-en-gb'));
    const menuLinks = (siteId: string) => linksOf(documents.find((d) => d.siteId === siteId && d.docType === 'menu')?.data).join(' ');
    expect(menuLinks('ridgeline-fr-ca')).toContain('/fr-ca/c/bottes-de-randonnee-pour-hommes-1101');
    expect(menuLinks('kestrel-de-de')).toContain('/de-de/c/laufschuhe-fuer-herren-41100');
    expect(menuLinks('kestrel-en-gb')).toContain('/en-gb/c/mens-running-shoes-41100');
  });
});
