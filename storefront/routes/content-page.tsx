import { pageLoader } from '../data/page-loader';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { PageMain } from '../shell/PageMain';
import { pageMeta } from './meta';

/** Content page: `/{locale}/{slug}`, the `page` document with that key. */
export const meta = pageMeta;

export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'page' ? api.content.page(mode, site.siteId, match.slug) : null,
);

export const Component = PageMain;

export const ErrorBoundary = PageErrorBoundary;
