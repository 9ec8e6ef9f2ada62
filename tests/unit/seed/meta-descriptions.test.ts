import { describe, expect, it } from 'vitest';
import { allSites, META_DESCRIPTION_MAX } from '../../../runtime/core';
import { demoDocuments } from '../../../server/demo/demo-content';
import { productMetaDescription } from '../../../storefront/meta/product-description';
import { indexablePages } from './indexable-pages';

const documents = demoDocuments();

/** French typography: a narrow no-break space (U+202F) before `:`, `;`, `?`, `!` and `»`, and after `«`. */
const FRENCH_SPACING = /(?:^|[^\u202f])[:;?!»]|«(?!\u202f)/u;

describe.each(allSites().map((s) => [s.siteId, s] as const))('%s meta descriptions', (siteId, site) => {
  const pages = indexablePages(documents, site, (facts, s) =>
    productMetaDescription({ ...facts, colours: facts.colours.map((name) => ({ name })) }, s.locale.tag),
  );

  it('covers the content, category and product pages a crawler finds', () => {
    const kinds = new Set(pages.map((p) => (p.path.startsWith('/c/') ? 'category' : p.path.startsWith('/p/') ? 'product' : 'page')));
    expect([...kinds].sort()).toEqual(['category', 'page', 'product']);
    expect(pages.length).toBeGreaterThan(200);
  });

  it('gives every indexable page a description of its own', () => {
    const byDescription = new Map<string, string[]>();
    for (const page of pages) byDescription.set(page.description, [...(byDescription.get(page.description) ?? []), page.path]);
    const shared = [...byDescription.entries()].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `${paths.join(', ')}: ${text}`);
    expect(shared, `${siteId}: ${shared.length} descriptions used more than once`).toEqual([]);
  });

  it(`keeps each one non-empty, within ${META_DESCRIPTION_MAX} characters and whole: none cut short with an ellipsis`, () => {
    expect(pages.filter((p) => p.description.trim() === '').map((p) => p.path)).toEqual([]);
    const long = pages.filter((p) => p.description.length > META_DESCRIPTION_MAX).map((p) => `${p.path} (${p.description.length})`);
    expect(long).toEqual([]);
    expect(pages.filter((p) => /\p{L}…$/u.test(p.description)).map((p) => p.description)).toEqual([]);
  });

  it.runIf(site.locale.language === 'fr')('writes French descriptions with a narrow no-break space before high punctuation', () => {
    expect(pages.filter((p) => FRENCH_SPACING.test(p.description)).map((p) => p.description)).toEqual([]);
  });
});
