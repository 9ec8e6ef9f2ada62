import type { ContentMode } from '../../schemas';
import type { PageType, ResolvedBlock, ResolvedPage } from '../../runtime/core';
import type { CatalogPageData } from './catalog-data';

/** A picture as link previews can show it: its URL, and its size when the store drew it (`meta/share-image.ts`). */
export interface ShareImage {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

/** Open Graph tags of a page (`og:*`). */
export interface OpenGraph {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly type: 'website' | 'article';
  /** The page's picture for link previews (a raster at the share size), when it has one. */
  readonly image?: ShareImage;
  /** `og:locale` (`en_US`), and the brand's other locales that have the page. */
  readonly locale: string;
  readonly localeAlternates: readonly string[];
}

/** Head tags of a page, computed on the server by its route's `meta` (it knows the origin the shopper used). */
export interface SeoData {
  readonly title: string;
  readonly description: string;
  /** Absolute URL without query or preview prefix; absent on error pages. */
  readonly canonical?: string;
  /** The same page in each locale of the brand that has it, at that locale's own URL, plus `x-default`. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly noIndex: boolean;
  /** Absent on error pages and previews. */
  readonly openGraph?: OpenGraph;
  /** Structured data: Organization on every page, BreadcrumbList and Article where they apply. */
  readonly jsonLd: readonly Readonly<Record<string, unknown>>[];
}

/**
 * Which route component renders the page: content pages share one (no router in the first load); app routes
 * (the cart, the checkout, the order confirmation, the account and its sign-up and password pages) render inside the
 * client router of their own chunk.
 */
export type PageView = 'content' | 'cart' | 'checkout' | 'order-confirmation' | 'account' | 'favorites';

/**
 * A page route's loader data: the same JSON on the server, in the hydration data and from
 * `GET /fapi/pages/{path}` on client-side navigations.
 */
export interface PageLoaderData {
  readonly site: { readonly siteId: string; readonly locale: string };
  /** The request's mode, decided once where it entered; everything downstream reads it from here. */
  readonly mode: ContentMode;
  /** The moment a preview shows (`previewDateTime`); only in preview mode. */
  readonly previewDate?: string;
  readonly view: PageView;
  /** HTTP status of the page: 404 when the error page stands in for an unknown one. */
  readonly status: number;
  readonly page: ResolvedPage;
  readonly menu: ResolvedBlock | null;
  readonly footer: ResolvedBlock | null;
  /** The site's valid pop-ups in priority order (none without a popups document); shown by the client-only pop-up manager. */
  readonly popups: readonly ResolvedBlock[];
  /** The request's `ts_*` cookies: remembered shopper choices the server renders. */
  readonly persisted: Readonly<Record<string, string>>;
  readonly seo: SeoData;
  readonly pageType: PageType;
  /** The products the page shows: a category's listing, a product. */
  readonly catalog?: CatalogPageData;
  /**
   * The block whose title is the page's h1 (`pageHeadingBlock`), decided on the server from the page's whole blocks:
   * the hydration state keeps only the frame of a static block, its title left out.
   */
  readonly headingBlock?: string;
  /** Block types the first paint needs (page without lazy sections, menu, footer), loaded before rendering. */
  readonly blockTypes: readonly string[];
}

/** Loader data of a redirect answered over `/fapi/pages` (the browser follows it). */
export interface PageRedirect {
  readonly redirect: string;
}

export const isPageLoaderData = (value: unknown): value is PageLoaderData =>
  typeof value === 'object' && value !== null && 'page' in value && 'site' in value && 'seo' in value;
