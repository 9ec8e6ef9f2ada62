import { pageLoader } from '../data/page-loader';

/** Content page: `/{locale}/{slug}`, the `page` document with that key. */
export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'page' ? api.content.page(mode, site.siteId, match.slug) : null,
);
