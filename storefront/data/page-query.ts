import type { ContentMode, ContentResponse } from '../../schemas';
import type { CatalogApi, ResolvedPage, ServerContent, Site } from '../../runtime/core';
import type { CatalogPageData } from './catalog-data';
import type { Crumb, MenuCategory } from '../../runtime/core';
import type { PageView, SeoData } from './page-data';

/** What a route's critical query found: the document, the one path it lives at, and the same page in the brand's other locales. */
export interface FoundPage {
  readonly doc: ContentResponse;
  /**
   * The page's path below the locale (`/c/kids-hiking-boots-3101`); a request for it at another path answers 301
   * to this one. Absent when the route's shape is its only path (the path asked for, without a trailing slash).
   */
  readonly canonical?: string;
  /** By locale, the path below that locale of the same page; absent when every locale uses the same path. */
  readonly alternates?: Readonly<Record<string, string>>;
  /** The page's parents, outermost first (not home, not the page itself), for the breadcrumb trail. */
  readonly trail?: readonly Crumb[];
  /** The page's name at the end of its trail, when it is not its document's (a product's, on the product template). */
  readonly name?: string;
  /** The products the page shows (a category's listing, a product). */
  readonly catalog?: CatalogPageData;
}

export interface PageQueryArgs {
  /** The content service, called directly on the server. */
  readonly api: Pick<ServerContent, 'content'>;
  readonly mode: ContentMode;
  readonly site: Site;
  /** The route table's params (`locale`, `slug`, `parent`, …): the only place a loader learns the path. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * The categories a site's menu links to, by id (none when it has no menu). Each menu is fetched at most once
   * per request (the shell's menu is the same call) and indexed once per revision.
   */
  readonly menuCategories: (site: Site) => Promise<ReadonlyMap<string, MenuCategory>>;
  /** The catalogue; absent where the server runs without one. */
  readonly catalog?: CatalogApi | undefined;
  /** The URL's query (listing order and page, the chosen colour and size). */
  readonly search: URLSearchParams;
}

/**
 * A route's critical content query: the document the route renders, or `null` when there is none
 * (the page then answers 404 with the site's error page). A 404 from the content service counts as none.
 */
export type PageQuery = (args: PageQueryArgs) => Promise<FoundPage | null>;

export interface MetaArgs {
  readonly site: Site;
  readonly page: ResolvedPage;
  /** What the query found; `null` when the error page stands in. */
  readonly found: FoundPage | null;
  /** The shopper-facing origin, e.g. `https://shop.example`. */
  readonly origin: string;
  /** The page's own path below the locale (`/` for home). */
  readonly path: string;
  readonly status: number;
  readonly preview: boolean;
}

/** A route's head tags: title, description, canonical, hreflang, Open Graph and structured data. */
export type PageMeta = (args: MetaArgs) => SeoData;

/** What a page route gives the server's page loading: its head tags, its critical query, the component that renders it. */
export interface PageRoute {
  readonly meta: PageMeta;
  readonly query: PageQuery;
  readonly view: PageView;
}
