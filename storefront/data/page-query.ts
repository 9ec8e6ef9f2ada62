import type { ContentMode, ContentResponse } from '../../schemas';
import type { RouteMatch, ServerContent, Site } from '../../runtime/core';

export interface PageQueryArgs {
  /** The content service, called directly on the server. */
  readonly api: Pick<ServerContent, 'content'>;
  readonly mode: ContentMode;
  readonly site: Site;
  /** The matched route shape; never `invalid` or `root` (those are 404s and redirects before any query). */
  readonly match: RouteMatch;
}

/**
 * A route's critical content query: the document the route renders, or `null` when there is none
 * (the page then answers 404 with the site's error page). A 404 from the content service counts as none.
 */
export type PageQuery = (args: PageQueryArgs) => Promise<ContentResponse | null>;
