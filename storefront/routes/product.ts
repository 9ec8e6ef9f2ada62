import { pageLoader } from '../data/page-loader';

/** Product page: `/{locale}/p/{slug}-{id}` or `…-p{id}`, the `product` document keyed by the product id. */
export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'product' ? api.content.product(mode, site.siteId, match.productId) : null,
);
