import type { PageLoaderData, SeoData } from '../data/page-data';

/** A route's head tags from its loader data (read by the root document from the deepest match's handle). */
export type RouteMeta = (data: PageLoaderData) => SeoData;

export const pageMeta: RouteMeta = (data) => data.seo;
