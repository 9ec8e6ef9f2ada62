import type { ArticleSearchResponse, ContentMode, ProductDetails, ProductInventory, ProductSearchQuery, ProductSearchResponse } from '../../schemas';
import type { ContentApi } from './api-client';
import type { ArticleQuery } from './article-search';
import type { RequestMode } from './request-mode';

/** The smallest logger the runtime needs; pino satisfies it. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Options of the content calls made for one page: the preview date-time its URL asks for (ISO 8601). */
export interface ServerContentOptions {
  readonly previewDate?: string;
}

/**
 * The content service as the server render reads it, called directly (no HTTP round trip, no JSON in
 * between): the same `ContentApi` the browser's API client offers, answers and `ApiError`s as over HTTP.
 * Its answers are those of `removeNulls=true`: they hold no null.
 */
export interface ServerContent {
  readonly content: ContentApi;
  /** The article search (`GET /{mode}/caas/v1/articles/{siteId}`) of article grids and related articles. */
  readonly searchArticles: (mode: ContentMode, siteId: string, query: ArticleQuery) => Promise<ArticleSearchResponse>;
}

/**
 * The catalogue as the server render reads it, called directly: listings and search, a product's details (null
 * when the site does not sell it) and its stock (null for an unknown product).
 */
export interface CatalogApi {
  readonly search: (query: ProductSearchQuery) => Promise<ProductSearchResponse>;
  readonly details: (productId: string, locale: string) => Promise<ProductDetails | null>;
  readonly inventory: (productId: string) => Promise<ProductInventory | null>;
}

/** What the server hands the built SSR entry (`dist/server/entry-server.js` exports `render: SsrRender`). */
export interface SsrRequest {
  /** Path (in normal form: the server redirects other spellings) plus query, e.g. `/en-gb/c/running-shoes-1234?preview=true`. */
  readonly url: string;
  /**
   * The page's mode, decided by the server where the request entered (`requestMode` of the same URL), which is also
   * what its preview gate admitted: the storefront reads it, never derives it again.
   */
  readonly mode: RequestMode;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /**
   * The store's public origin (`https://shop.example`) for canonical, hreflang and Open Graph links: the
   * configured `PUBLIC_URL`, or what a trusted proxy said; never the request's own Host header.
   */
  readonly origin: string;
  /** The content service for this request's loaders. */
  readonly content: (options: ServerContentOptions) => ServerContent;
  /** The catalogue for this request's loaders; absent where the server runs without one. */
  readonly catalog?: CatalogApi;
  /** Hashed client assets from the Vite manifest. */
  readonly assets: {
    readonly scripts: readonly string[];
    readonly styles: readonly string[];
    /** The app routes' own stylesheets (the checkout's), linked by app route pages only. */
    readonly appStyles?: readonly string[];
    /** Self-hosted font files by name (`inter-latin`, `oswald-latin-ext`…). */
    readonly fonts?: Readonly<Record<string, string>>;
  };
  readonly log: Logger;
  /** This answer's Content-Security-Policy nonces: every inline script (and `<style>`) the page writes carries them. */
  readonly nonce?: { readonly script: string; readonly style: string };
}

export interface SsrResult {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Set for redirects (status 301/302/307/308). */
  readonly location?: string;
  /** The streamed HTML document; absent for redirects. */
  readonly body?: ReadableStream<Uint8Array>;
}

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;

/** A route's loader data as JSON, for client-side navigations (`GET /fapi/pages/{encoded path}`). */
export interface PageDataResult {
  readonly status: number;
  readonly body: unknown;
  /** The answer's caching (`cache-control`): a shopper's own page's data is `private, no-store`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What `dist/server/entry-server.js` exports. */
export interface SsrEntry {
  readonly render: SsrRender;
  readonly pageData: (request: SsrRequest) => Promise<PageDataResult>;
}
