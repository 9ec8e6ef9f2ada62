import type { LoaderFunctionArgs } from 'react-router';
import { productSegment } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/** Product page: `/{locale}/p/{slug}-{id}` or `…-p{id}`, the `product` document keyed by the product id. */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site, params }) => {
  const segment = productSegment(params.slug);
  return segment ? { doc: await api.content.product(mode, site.siteId, segment.id) } : null;
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

/** Product pages render their content document like any content page until the catalogue's product view exists. */
export const ProductPage = PageMain;

export const ErrorBoundary = PageError;
