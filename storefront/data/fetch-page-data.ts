import { createApiClient, fetchTransport } from '../../runtime/core';
import { localeOfPath } from './locale-of-path';
import { isPageLoaderData } from './page-data';
import type { PageLoaderData, PageRedirect } from './page-data';

const transport = fetchTransport();

/**
 * The browser's page loading: the server's loader data for a path and query over
 * `GET /fapi/pages/{path}`. A 404 with the site's error page resolves; an answer without page data
 * rejects with the `ApiError` (its status tells a missing page from a failure).
 */
export async function fetchPageData(path: string): Promise<PageLoaderData | PageRedirect> {
  const api = createApiClient(transport, { locale: localeOfPath(path) });
  const { body } = await api.pageData(path);
  if (typeof body === 'object' && body !== null && typeof (body as Partial<PageRedirect>).redirect === 'string') return body as PageRedirect;
  if (!isPageLoaderData(body)) throw new Error(`Unexpected page data for ${path}`);
  return body;
}
