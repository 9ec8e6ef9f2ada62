import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { OrderConfirmationFlow } from '../checkout-flow/OrderConfirmationFlow';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/**
 * The order confirmation (`/{locale}/order-confirmation?orderNumber=…&st=…`): an app route. The order is read in the
 * browser with its `st` (a guest's proof), so the page the server renders holds nothing of it.
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site }) => ({ doc: await api.content.augmentedPage(mode, site.siteId, 'order-confirmation') });

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'order-confirmation' });

/** The confirmation's `<main>`: the order, read in the browser. */
export function OrderConfirmationPage({ data, path }: { readonly data: PageLoaderData; readonly path: string }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="order-confirmation">
      <OrderConfirmationFlow locale={data.site.locale} path={path} />
    </main>
  );
}

export const Component = OrderConfirmationPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('order-confirmation') };
