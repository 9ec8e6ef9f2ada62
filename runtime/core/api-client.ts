import type { ChildrenResponse, ContentMode, ContentResponse, DocType, ShowcaseResponse, augmentedPages } from '../../schemas';
import { ApiError } from './api-error';
import { randomId } from './random-id';
import type { Transport } from './transport';
import { createTypedClient, type TypedClient } from './client/index';

/**
 * Same value as `PREVIEW_DATE_HEADER` of `schemas` (a unit test keeps them equal). Repeated here so the
 * browser bundle, which uses this client, does not pull the zod schemas in with that module.
 */
export const PREVIEW_DATE_HEADER_NAME = 'x-preview-date';

export interface ApiClientOptions {
  /** Path locale, sent as the `locale` query parameter of every call. */
  readonly locale: string;
  /** One id for every call made for one page request; generated when absent. */
  readonly correlationId?: string;
  /** Preview date-time (ISO 8601), sent as the preview date header. */
  readonly previewDate?: string;
  readonly accessKey?: string;
  readonly trustId?: string;
  readonly bypassAllCache?: boolean;
}

export type AugmentedPage = (typeof augmentedPages)[number];

/** The content calls of spec 001 §7, prefix `/{mode}/caas/v1/canvas`. */
export interface ContentApi {
  page(mode: ContentMode, siteId: string, slug: string): Promise<ContentResponse>;
  augmentedPage(mode: ContentMode, siteId: string, page: AugmentedPage): Promise<ContentResponse>;
  category(mode: ContentMode, siteId: string, categoryId: string): Promise<ContentResponse>;
  product(mode: ContentMode, siteId: string, productId: string): Promise<ContentResponse>;
  search(mode: ContentMode, siteId: string, searchType: string, q?: string): Promise<ContentResponse>;
  footer(mode: ContentMode, siteId: string): Promise<ContentResponse>;
  menu(mode: ContentMode, siteId: string): Promise<ContentResponse>;
  fragment(mode: ContentMode, fragmentId: string): Promise<ContentResponse>;
  children(mode: ContentMode, siteId: string, parentPageSlug: string): Promise<ChildrenResponse>;
  popups(mode: ContentMode, siteId: string): Promise<ContentResponse>;
  showcase(mode: ContentMode, siteId: string, docType: DocType, query?: { layoutVariant?: string; limit?: 10 | 20 | 50 }): Promise<ShowcaseResponse>;
}

export interface ApiClient extends TypedClient {
  readonly correlationId: string;
  /** The path locale every call sends. */
  readonly locale: string;
  readonly content: ContentApi;
  /** `GET /fapi/pages/{path}`: a route's loader data for client-side navigations. 404 pages answer with data too. */
  pageData(pathAndSearch: string): Promise<{ status: number; body: unknown }>;
}

/**
 * The API client the storefront uses on both sides: `fetchTransport()` in the browser, an in-process transport on
 * the server. Its calls are the contract's (`call`, typed from `schemas/api/contract`); it sends the spec's shared
 * headers, the path locale, and `removeNulls=true` on content calls.
 *
 * @example
 * const api = createApiClient(fetchTransport(), { locale: 'en-gb' });
 * const menu = await api.content.menu('publish', 'kestrel-en-gb');
 */
export function createApiClient(transport: Transport, options: ApiClientOptions): ApiClient {
  const correlationId = options.correlationId ?? randomId();
  const headers = () => ({
    'x-correlation-id': correlationId,
    'x-transaction-id': randomId(),
    ...(options.previewDate ? { [PREVIEW_DATE_HEADER_NAME]: options.previewDate } : {}),
    ...(options.accessKey ? { 'x-access-key': options.accessKey } : {}),
    ...(options.trustId ? { 'x-trust-id': options.trustId } : {}),
  });
  const query = { locale: options.locale, ...(options.bypassAllCache ? { bypassAllCache: 'true' } : {}) };
  const client = createTypedClient({ transport, headers, query });
  const removeNulls = 'true' as const;
  type DocumentPath =
    | 'page/:siteId/:page'
    | 'augmentedpage/:siteId/:page'
    | 'category/:siteId/:categoryId'
    | 'product/:siteId/:productId'
    | 'search/:siteId/:searchType'
    | 'footer/:siteId'
    | 'menu/:siteId'
    | 'popups/:siteId'
    | 'fragment/:fragmentId';
  const doc = (
    mode: ContentMode,
    path: DocumentPath,
    params: Readonly<Record<string, string>>,
    more: Readonly<Record<string, string | undefined>> = {},
  ) =>
    // Every document call answers a document, its parameters named in its path: the page call's typing stands for them all.
    client.call(`GET /${mode}/caas/v1/canvas/${path}` as `GET /${ContentMode}/caas/v1/canvas/page/:siteId/:page`, {
      params: params as { siteId: string; page: string },
      query: { removeNulls, ...more },
    });

  const content: ContentApi = {
    page: (mode, siteId, page) => doc(mode, 'page/:siteId/:page', { siteId, page }),
    augmentedPage: (mode, siteId, page) => doc(mode, 'augmentedpage/:siteId/:page', { siteId, page }),
    category: (mode, siteId, categoryId) => doc(mode, 'category/:siteId/:categoryId', { siteId, categoryId }),
    product: (mode, siteId, productId) => doc(mode, 'product/:siteId/:productId', { siteId, productId }),
    search: (mode, siteId, searchType, q) => doc(mode, 'search/:siteId/:searchType', { siteId, searchType }, { q }),
    footer: (mode, siteId) => doc(mode, 'footer/:siteId', { siteId }),
    menu: (mode, siteId) => doc(mode, 'menu/:siteId', { siteId }),
    fragment: (mode, fragmentId) => doc(mode, 'fragment/:fragmentId', { fragmentId }),
    popups: (mode, siteId) => doc(mode, 'popups/:siteId', { siteId }),
    children: (mode, siteId, parentPageSlug) =>
      client.call(`GET /${mode}/caas/v1/canvas/children/:siteId/:parentPageSlug`, { params: { siteId, parentPageSlug }, query: { removeNulls } }),
    showcase: (mode, siteId, docType, { layoutVariant, limit } = {}) =>
      client.call(`GET /${mode}/caas/v1/canvas/showcase/:siteId/:docType`, {
        params: { siteId, docType },
        query: { removeNulls, layoutVariant, ...(limit ? { limit: String(limit) as '10' | '20' | '50' } : {}) },
      }),
  };

  const pageData = async (pathAndSearch: string) => {
    const path = `/fapi/pages/${encodeURIComponent(pathAndSearch)}`;
    // Not the calls' `locale`: the page's path names its own, and the server reads this query as the page's (a
    // redirect carried `?locale=` into the address bar).
    const pageQuery = options.bypassAllCache ? { bypassAllCache: 'true' } : {};
    const response = await transport({ method: 'GET', path, headers: { accept: 'application/json', ...headers() }, query: pageQuery });
    const isPage = response.status === 404 && typeof response.body === 'object' && response.body !== null && 'page' in response.body;
    if ((response.status < 200 || response.status > 299) && !isPage) throw new ApiError(response.status, response.body, path);
    return { status: response.status, body: response.body };
  };

  return { ...client, correlationId, locale: options.locale, content, pageData };
}
