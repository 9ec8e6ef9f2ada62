import { pageLoader } from '../data/page-loader';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { PageMain } from '../shell/PageMain';
import { pageMeta } from './meta';

/** Category listing: `/{locale}/c/{slug}-{id}` or `…-c{id}`, the `category` document keyed by the numeric id. */
export const meta = pageMeta;

export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'category' ? api.content.category(mode, site.siteId, match.categoryId) : null,
);

export const Component = PageMain;

export const ErrorBoundary = PageErrorBoundary;
