import { pageLoader } from '../data/page-loader';

/** Category listing: `/{locale}/c/{slug}-{id}` or `…-c{id}`, the `category` document keyed by the numeric id. */
export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'category' ? api.content.category(mode, site.siteId, match.categoryId) : null,
);
