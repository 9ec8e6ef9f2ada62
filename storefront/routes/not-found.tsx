import type { LoaderFunctionArgs } from 'react-router';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/** Any other path: the site's `error-4xx` page with status 404 (the site of the path's locale, else the default). */

export const meta = pageMeta;

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query: () => Promise.resolve(null), view: 'content' });

/** Not-found renders the site's error page as a content page; with none, the error boundary. */
export const Component = PageMain;

export const ErrorBoundary = PageError;
