import { isNamedArea, isPageSlug, menuCategories, PRODUCT_TEMPLATE_KEY, type Site } from '../../../runtime/core';
import { demoCatalogue } from '../../../server/demo/catalogue/build-catalogue';
import type { SeedDocument } from '../../../server/demo/types';

/** One page of a site that search engines may index: where it is, and the meta description its head carries. */
export interface IndexablePage {
  readonly path: string;
  readonly description: string;
}

/** How deep the storefront nests pages (`/help/returns/how-to-return`), as `pagePaths` reads them. */
const MAX_PARENTS = 2;

const seoOf = (doc: SeedDocument) => (doc.data.seo ?? {}) as { description?: unknown; noIndex?: unknown };
const descriptionOf = (doc: SeedDocument): string => (typeof seoOf(doc).description === 'string' ? (seoOf(doc).description as string) : '');

/** A page's one path through its parents, or undefined when the storefront serves it nowhere. */
function pathOf(page: SeedDocument, pages: ReadonlyMap<string, SeedDocument>): string | undefined {
  const keys = [page.key];
  let parent = page.parentKey ?? null;
  while (parent !== null && keys.length <= MAX_PARENTS) {
    keys.unshift(parent);
    const above = pages.get(parent);
    if (!above) return undefined;
    parent = above.parentKey ?? null;
  }
  if (parent !== null) return undefined;
  return page.key === 'home' ? '/' : `/${keys.join('/')}`;
}

/**
 * A site's indexable pages as the seed makes them and the sitemap lists them (`server/seo/sitemap.ts`): its content
 * pages at their one path (none a named area shadows), the categories its menu links to, and every product its brand
 * sells, each with the description the page's head would name (`product` composes a product page's).
 */
export function indexablePages(
  documents: readonly SeedDocument[],
  site: Site,
  product: (facts: { name: string; description: string; colours: readonly string[] }, site: Site) => string,
): IndexablePage[] {
  const own = documents.filter((d) => d.siteId === site.siteId);
  const of = (docType: string) => own.filter((d) => d.docType === docType);
  const indexable = (d: SeedDocument) => seoOf(d).noIndex !== true;

  const pages = new Map(of('page').map((d) => [d.key, d]));
  const content = [...pages.values()].filter(indexable).flatMap((page): IndexablePage[] => {
    const path = pathOf(page, pages);
    const segments = path?.split('/').filter(Boolean) ?? [];
    if (path === undefined || !segments.every(isPageSlug) || isNamedArea(segments[0])) return [];
    return [{ path, description: descriptionOf(page) }];
  });

  const linked = menuCategories(of('menu')[0]?.data);
  const categories = of('category')
    .filter(indexable)
    .flatMap((category): IndexablePage[] => {
      const place = linked.get(category.key);
      return place ? [{ path: place.path, description: descriptionOf(category) }] : [];
    });

  const productDocs = new Map(of('product').map((d) => [d.key, d]));
  const language = site.locale.language as 'en' | 'fr' | 'de';
  const products = demoCatalogue()
    .filter((p) => p.brandId === site.brand.id)
    .flatMap((p): IndexablePage[] => {
      const document = productDocs.get(p.masterId) ?? productDocs.get(PRODUCT_TEMPLATE_KEY);
      if (!document || !indexable(document)) return [];
      const facts = { name: p.names[language], description: p.descriptions[language], colours: p.colours.map((c) => c.names[language]) };
      return [{ path: `/p/${p.slugs[language]}-${p.masterId}`, description: product(facts, site) }];
    });

  return [...content, ...categories, ...products];
}
