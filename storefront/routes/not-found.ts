import { pageLoader } from '../data/page-loader';

/** Any other path: the site's `error-4xx` page with status 404 (the site of the path's locale, else the default). */
export const loader = pageLoader(() => Promise.resolve(null));
