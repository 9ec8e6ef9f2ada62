import type { LoaderFunctionArgs } from 'react-router';
import { checkoutSteps, isShopperArea } from '../../runtime/core';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';
import { CheckoutFlow } from '../checkout-flow/CheckoutFlow';

/**
 * The checkout (`/{locale}/checkout`, and its steps `/{locale}/checkout/{shipping|billing|summary}`): an app route
 * rendered inside the client router of the app routes' chunk. The server renders the site's `checkout` page around it; the
 * shopper's cart comes from the API in the browser (it is never part of a page anyone may cache).
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site, params }) => {
  // A step in other case is the step (its path answers 301 to the lower-case one).
  if (params.step !== undefined && !(checkoutSteps as readonly string[]).includes(params.step.toLowerCase())) return null;
  return { doc: await api.content.augmentedPage(mode, site.siteId, 'checkout') };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'checkout' });

/**
 * The checkout's `<main>`: the steps of the shopper's cart (`CheckoutFlow`, in its own chunk with the rest of the
 * checkout).
 */
export function CheckoutPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="checkout">
      <CheckoutFlow locale={data.site.locale} path={path} {...(navigate ? { navigate } : {})} />
    </main>
  );
}

export const Component = CheckoutPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('checkout') };
