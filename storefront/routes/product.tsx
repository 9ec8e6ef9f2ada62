import { pageLoader } from '../data/page-loader';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { PageMain } from '../shell/PageMain';
import { pageMeta } from './meta';

/** Product page: `/{locale}/p/{slug}-{id}` or `…-p{id}`, the `product` document keyed by the product id. */
export const meta = pageMeta;

export const loader = pageLoader(async ({ api, mode, site, match }) =>
  match.kind === 'product' ? api.content.product(mode, site.siteId, match.productId) : null,
);

export const Component = PageMain;

export const ErrorBoundary = PageErrorBoundary;
