import { data } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { blockComponents } from '../../block-registry';
import type { PageLoaderData } from './page-data';
import type { PageQuery } from './page-query';

/** What the server puts in the router's request context: page loading with the request's transport. */
export interface ServerLoadContext {
  readonly loadPage: (request: Request, query: PageQuery) => Promise<PageLoaderData>;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && typeof (context as Partial<ServerLoadContext>).loadPage === 'function';

/**
 * A page route's loader (server only): runs the route's query through the request context, then loads
 * the block components of the first paint, so the page renders in one pass.
 */
export function pageLoader(query: PageQuery): LoaderFunction {
  return async ({ request, context }) => {
    if (!isServerContext(context)) throw new Error('Page loaders run on the server, with its load context');
    const loaded = await context.loadPage(request, query);
    await blockComponents.load(loaded.blockTypes);
    return data(loaded, { status: loaded.status });
  };
}
