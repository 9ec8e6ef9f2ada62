import { pageLoader } from '../data/page-loader';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { PageMain } from '../shell/PageMain';
import { pageMeta } from './meta';

/** Any other path: the site's `error-4xx` page with status 404 (the site of the path's locale, else the default). */
export const meta = pageMeta;

export const loader = pageLoader(() => Promise.resolve(null));

export const Component = PageMain;

export const ErrorBoundary = PageErrorBoundary;
