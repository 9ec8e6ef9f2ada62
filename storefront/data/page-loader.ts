import type { LoaderFunctionArgs } from 'react-router';
import { blockComponents } from '../../block-registry';
import type { PageLoaderData } from './page-data';
import type { PageRoute } from './page-query';

/** What the server puts in the router's request context: page loading with the request's context, decided once. */
export interface ServerLoadContext {
  readonly loadPage: (request: Request, params: LoaderFunctionArgs['params'], route: PageRoute) => Promise<PageLoaderData>;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && typeof (context as Partial<ServerLoadContext>).loadPage === 'function';

/**
 * A page route's loader (server only): runs the route's critical query and its meta through the request
 * context, then loads the block components of the first paint, so the page renders in one pass (the server's entry
 * loads an app route's chunk). A page asked for at another path than its own throws a 301 to it. The answer's status is the data's
 * own (`status`), read by the server's entry; the loader imports nothing of the router at run time, so a route
 * module the browser loads carries no router.
 */
export async function loadPage({ request, params, context }: LoaderFunctionArgs, route: PageRoute) {
  if (!isServerContext(context)) throw new Error('Page loaders run on the server, with its load context');
  const loaded = await context.loadPage(request, params, route);
  await blockComponents.load(loaded.blockTypes);
  return loaded;
}
