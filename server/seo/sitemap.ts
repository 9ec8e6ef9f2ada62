import { allSites, isNamedArea, isPageSlug, menuCategories, PRODUCT_TEMPLATE_KEY, siteForLocale, type Site } from '../../runtime/core';
import { createCatalogRepository, type CatalogRepository } from '../commerce/catalog/index';
import { createContentRepository, PUBLISHED, singletonKey, type ContentRepository } from '../content/index';
import { pagePaths } from '../content/page-paths';
import type { ContentDocumentRow, Database } from '../db/index';
import type { SitemapRef, SitemapUrl } from './sitemap-xml';

/** One indexable page of a site: its path below the locale and when what it shows last changed. */
interface SitePage {
  readonly path: string;
  readonly lastmod: Date;
}

/** A site's indexable pages by what names the same page in every locale of a brand (`page:/about`, `category:3101`, `product:RL…`). */
type SitePages = ReadonlyMap<string, SitePage>;

/** When a published version went live: its scheduled time, else the moment it was published. */
const liveSince = (row: ContentDocumentRow): Date => row.publishAt ?? row.publishedAt ?? row.createdAt;

/** Whether a document asks search engines to keep its page out (`seo.noIndex`). */
const noIndex = (row: ContentDocumentRow): boolean => (row.data.seo as { noIndex?: unknown } | undefined)?.noIndex === true;

const newest = (a: Date, b: Date): Date => (a > b ? a : b);

/**
 * A site's content pages (home, pages and child pages as deep as the storefront serves, each at its one path): the
 * published ones that may be indexed and that no named area shadows (`/en-us/cart` is the cart, whatever page is keyed so).
 */
async function contentPages(repository: ContentRepository, site: Site): Promise<[string, SitePage][]> {
  const rows = (await repository.listLive(site.siteId, 'page', PUBLISHED)).filter((row) => !noIndex(row));
  const paths = await pagePaths(repository, site.siteId, rows, PUBLISHED);
  return rows.flatMap((row): [string, SitePage][] => {
    const path = paths.get(row.key);
    const segments = path?.split('/').filter(Boolean) ?? [];
    if (path === undefined || !segments.every(isPageSlug) || isNamedArea(segments[0])) return [];
    return [[`page:${path}`, { path, lastmod: liveSince(row) }]];
  });
}

/** A site's category pages: each published category its published menu links to, at the path the menu names. */
async function categoryPages(repository: ContentRepository, site: Site): Promise<[string, SitePage][]> {
  const [menu, categories] = await Promise.all([
    repository.read({ siteId: site.siteId, docType: 'menu', key: singletonKey('menu') }, PUBLISHED),
    repository.listLive(site.siteId, 'category', PUBLISHED),
  ]);
  const linked = menuCategories(menu?.data);
  return categories.flatMap((row): [string, SitePage][] => {
    const place = linked.get(row.key);
    return place && !noIndex(row) ? [[`category:${row.key}`, { path: place.path, lastmod: liveSince(row) }]] : [];
  });
}

/**
 * A site's product pages: every product the catalogue sells there, at `/p/{slug}-{masterId}` in the site's language.
 * A product page shows the product's own `product` document, else the site's template: without either it is no
 * page, and its `seo.noIndex` keeps it out. Changed last when it came out or when that document went live.
 */
async function productPages(repository: ContentRepository, catalog: CatalogRepository, site: Site): Promise<[string, SitePage][]> {
  const [sold, documents] = await Promise.all([
    catalog.productsSold(site.brand.id, site.locale.currency, site.locale.language),
    repository.listLive(site.siteId, 'product', PUBLISHED),
  ]);
  const documentOf = new Map(documents.map((row) => [row.key, row]));
  const template = documentOf.get(PRODUCT_TEMPLATE_KEY);
  return sold.flatMap((product): [string, SitePage][] => {
    const document = documentOf.get(product.masterId) ?? template;
    if (!document || noIndex(document)) return [];
    const lastmod = newest(new Date(`${product.releasedOn}T00:00:00Z`), liveSince(document));
    return [[`product:${product.masterId}`, { path: `/p/${product.slug}-${product.masterId}`, lastmod }]];
  });
}

/** The page's absolute URL in a locale: `/{locale}` for home, `/{locale}{path}` for the rest (as the page head names it). */
const urlIn = (origin: string, locale: string, path: string): string => `${origin}/${locale}${path === '/' ? '' : path}`;

/** A locale's own spelling, or undefined when it is no site's (`EN-US` is not `en-us`'s). */
export const sitemapSite = (locale: string): Site | undefined => allSites().find((site) => site.locale.locale === locale);

/**
 * The store's sitemaps from what it has published and sells (the publish view only: no drafts, no scheduled
 * versions, no previews): a locale's indexable pages, each with its URL in every other locale of the brand that has
 * the same page and `x-default` (the brand's default locale's), and the index of every locale's sitemap.
 */
export function createSitemaps(db: Database) {
  const repository = createContentRepository(db);
  const catalog = createCatalogRepository(db);

  const pagesOf = async (site: Site): Promise<SitePages> =>
    new Map((await Promise.all([contentPages(repository, site), categoryPages(repository, site), productPages(repository, catalog, site)])).flat());

  /** Every site of a brand with its pages. */
  const brandPages = async (site: Site): Promise<{ site: Site; pages: SitePages }[]> => {
    const sites = site.brand.locales.flatMap((l) => siteForLocale(l.locale) ?? []);
    return Promise.all(sites.map(async (s) => ({ site: s, pages: await pagesOf(s) })));
  };

  return {
    /** A locale's sitemap entries, in path order; undefined when the locale is no site's. */
    async urls(locale: string, origin: string): Promise<SitemapUrl[] | undefined> {
      const site = sitemapSite(locale);
      if (!site) return undefined;
      const brand = await brandPages(site);
      const own = brand.find((b) => b.site.siteId === site.siteId)?.pages ?? new Map<string, SitePage>();
      return [...own.entries()]
        .map(([id, page]) => {
          const localized = brand.flatMap((b) => {
            const same = b.pages.get(id);
            return same ? [{ site: b.site, href: urlIn(origin, b.site.locale.locale, same.path) }] : [];
          });
          const fallback = localized.find((l) => l.site.locale.locale === site.brand.defaultLocale);
          const alternates = [
            ...localized.map((l) => ({ hreflang: l.site.locale.tag, href: l.href })),
            ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
          ];
          return { loc: urlIn(origin, locale, page.path), lastmod: page.lastmod, alternates };
        })
        .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
    },

    /** One sitemap per locale of every brand, each dated by its newest page. */
    async index(origin: string): Promise<SitemapRef[]> {
      const firsts = [...new Map(allSites().map((site) => [site.brand.id, site])).values()];
      const brands = await Promise.all(firsts.map(brandPages));
      return brands.flat().map(({ site, pages }) => {
        const dates = [...pages.values()].map((page) => page.lastmod);
        const lastmod = dates.length > 0 ? dates.reduce(newest) : undefined;
        return { loc: `${origin}/sitemap/${site.locale.locale}.xml`, ...(lastmod ? { lastmod } : {}) };
      });
    },
  };
}

/** The store's sitemaps (`createSitemaps`). */
export type Sitemaps = ReturnType<typeof createSitemaps>;
