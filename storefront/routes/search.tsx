import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import { loadListing, pastTheEnd } from '../data/listing-query';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/**
 * Search: `/{locale}/search?q=`: the site's `search` augmented page above a search form and, once the shopper
 * has searched, a page of the products that match, in the order and page the URL asks for.
 */

export const meta = pageMeta;

/** The longest query the catalogue takes. */
const MAX_QUERY = 100;

const query: PageQuery = async ({ api, mode, site, catalog, search }) => {
  const words = (search.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const listing = catalog && words ? loadListing(catalog, site, search, 'search', { q: words }) : undefined;
  listing?.catch(() => undefined);
  const doc = await api.content.augmentedPage(mode, site.siteId, 'search');
  const results = listing ? await listing : undefined;
  if (results && pastTheEnd(results)) return null;
  return {
    doc,
    catalog: results
      ? results
      : {
          kind: 'listing',
          listing: { total: 0, start: 0, count: 0, sort: 'relevance', products: [] },
          sort: 'relevance',
          page: 1,
          pages: 0,
          segment: 'search',
          query: '',
        },
  };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

export const Component = PageMain;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('search') };
