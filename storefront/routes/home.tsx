import { pageLoader } from '../data/page-loader';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { PageMain } from '../shell/PageMain';
import { pageMeta } from './meta';

/** Home: `/{locale}`, the site's `page` document `home`. */
export const meta = pageMeta;

export const loader = pageLoader(({ api, mode, site }) => api.content.page(mode, site.siteId, 'home'));

export const Component = PageMain;

export const ErrorBoundary = PageErrorBoundary;
