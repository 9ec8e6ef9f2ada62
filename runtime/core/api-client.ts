import type { ChildrenResponse, ContentMode, ContentResponse, DocType, ShowcaseResponse, augmentedPages } from '../../schemas';
import { ApiError } from './api-error';
import { randomId } from './random-id';
import type { ApiRequest, Transport } from './transport';

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

export interface ApiClient {
  readonly correlationId: string;
  readonly content: ContentApi;
  /** `GET /fapi/pages/{path}`: a route's loader data for client-side navigations. 404 pages answer with data too. */
  pageData(pathAndSearch: string): Promise<{ status: number; body: unknown }>;
  /** Any call, with the shared headers and query; throws `ApiError` on a non-2xx answer. */
  send<T>(request: ApiRequest): Promise<T>;
}

const seg = encodeURIComponent;

/**
 * The typed API client the storefront uses on both sides: `fetchTransport()` in the browser, an in-process
 * transport on the server. It sends the spec's shared headers and `removeNulls=true` on content calls.
 *
 * @example
 * const api = createApiClient(fetchTransport(), { locale: 'en-gb' });
 * const menu = await api.content.menu('publish', 'kestrel-en-gb');
 */
export function createApiClient(transport: Transport, options: ApiClientOptions): ApiClient {
  const correlationId = options.correlationId ?? randomId();
  const call = async (request: ApiRequest) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-correlation-id': correlationId,
      'x-transaction-id': randomId(),
      ...(options.previewDate ? { [PREVIEW_DATE_HEADER_NAME]: options.previewDate } : {}),
      ...(options.accessKey ? { 'x-access-key': options.accessKey } : {}),
      ...(options.trustId ? { 'x-trust-id': options.trustId } : {}),
      ...request.headers,
    };
    const query = { locale: options.locale, ...(options.bypassAllCache ? { bypassAllCache: 'true' } : {}), ...request.query };
    return transport({ ...request, headers, query });
  };
  const send = async <T>(request: ApiRequest): Promise<T> => {
    const response = await call(request);
    if (response.status < 200 || response.status > 299) throw new ApiError(response.status, response.body, request.path);
    return response.body as T;
  };
  const canvas = <T>(mode: ContentMode, path: string, query: Record<string, string | undefined> = {}) =>
    send<T>({ method: 'GET', path: `/${mode}/caas/v1/canvas/${path}`, query: { removeNulls: 'true', ...query } });

  const content: ContentApi = {
    page: (mode, siteId, slug) => canvas(mode, `page/${seg(siteId)}/${seg(slug)}`),
    augmentedPage: (mode, siteId, page) => canvas(mode, `augmentedpage/${seg(siteId)}/${seg(page)}`),
    category: (mode, siteId, categoryId) => canvas(mode, `category/${seg(siteId)}/${seg(categoryId)}`),
    product: (mode, siteId, productId) => canvas(mode, `product/${seg(siteId)}/${seg(productId)}`),
    search: (mode, siteId, searchType, q) => canvas(mode, `search/${seg(siteId)}/${seg(searchType)}`, { q }),
    footer: (mode, siteId) => canvas(mode, `footer/${seg(siteId)}`),
    menu: (mode, siteId) => canvas(mode, `menu/${seg(siteId)}`),
    fragment: (mode, fragmentId) => canvas(mode, `fragment/${seg(fragmentId)}`),
    children: (mode, siteId, parent) => canvas(mode, `children/${seg(siteId)}/${seg(parent)}`),
    popups: (mode, siteId) => canvas(mode, `popups/${seg(siteId)}`),
    showcase: (mode, siteId, docType, query = {}) =>
      canvas(mode, `showcase/${seg(siteId)}/${seg(docType)}`, { layoutVariant: query.layoutVariant, limit: query.limit?.toString() }),
  };

  const pageData = async (pathAndSearch: string) => {
    const path = `/fapi/pages/${seg(pathAndSearch)}`;
    const response = await call({ method: 'GET', path });
    const isPage = response.status === 404 && typeof response.body === 'object' && response.body !== null && 'page' in response.body;
    if ((response.status < 200 || response.status > 299) && !isPage) throw new ApiError(response.status, response.body, path);
    return { status: response.status, body: response.body };
  };

  return { correlationId, content, pageData, send };
}
