import type { StaticHandlerContext } from 'react-router';
import { isPageLoaderData } from '../data/page-data';
import type { PageLoaderData } from '../data/page-data';

/** The deepest matched route's page data, when its loader succeeded. */
export function leafPageData(context: StaticHandlerContext): PageLoaderData | undefined {
  const leaf = context.matches.at(-1);
  const data: unknown = leaf ? context.loaderData[leaf.route.id] : undefined;
  return isPageLoaderData(data) ? data : undefined;
}

/** The first route error, if a loader failed or threw a response. */
export function firstRouteError(context: StaticHandlerContext): unknown {
  return context.errors ? Object.values(context.errors)[0] : undefined;
}
