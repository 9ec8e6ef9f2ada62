import { pageLoader } from '../data/page-loader';

/** Home: `/{locale}`, the site's `page` document `home`. */
export const loader = pageLoader(({ api, mode, site }) => api.content.page(mode, site.siteId, 'home'));
