import { data, redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { blockComponents } from '../../block-registry';
import { fetchPageData } from './fetch-page-data';
import type { PageLoaderData } from './page-data';
import type { PageQuery } from './page-query';

/** What the server puts in the router's request context: page loading with the request's transport. */
export interface ServerLoadContext {
  readonly loadPage: (request: Request, query: PageQuery) => Promise<PageLoaderData>;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && typeof (context as Partial<ServerLoadContext>).loadPage === 'function';

/**
 * A page route's loader. On the server it runs the route's query through the request context; in the
 * browser it fetches the same loader data from `/fapi/pages/…`. Either way the block components of
 * the first paint are loaded before the page renders.
 */
export function pageLoader(query: PageQuery): LoaderFunction {
  return async ({ request, context }) => {
    const loaded = isServerContext(context) ? await context.loadPage(request, query) : await fetchPageData(request);
    if ('redirect' in loaded) return redirect(loaded.redirect);
    await blockComponents.load(loaded.blockTypes);
    return data(loaded, { status: loaded.status });
  };
}
