import { createApiClient, fetchTransport, isApiError } from '../../runtime/core';
import { isPageLoaderData } from './page-data';
import type { PageLoaderData, PageRedirect } from './page-data';

const transport = fetchTransport();

/** The browser side of a page loader: the server's loader data for this URL over `GET /fapi/pages/{path}`. */
export async function fetchPageData(request: Request): Promise<PageLoaderData | PageRedirect> {
  const url = new URL(request.url);
  const locale = url.pathname.split('/').find((segment) => /^[a-z]{2}-[a-z]{2}$/.test(segment)) ?? '';
  const api = createApiClient(transport, { locale });
  const { body } = await api.pageData(url.pathname + url.search).catch((error: unknown) => {
    // A 404 without page data (the site has no error page): the route's error boundary says "not found".
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router turns a thrown Response into the route's error
    if (isApiError(error) && error.status === 404) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
    throw error;
  });
  if (typeof body === 'object' && body !== null && typeof (body as Partial<PageRedirect>).redirect === 'string') return body as PageRedirect;
  if (!isPageLoaderData(body)) throw new Error(`Unexpected page data for ${url.pathname}`);
  return body;
}
