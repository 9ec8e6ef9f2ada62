import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { AccountFlow } from '../account/AccountFlow';
import { accountLocation } from '../account/sections';
import { accountPageQuery } from '../data/account-page-query';
import type { PageQuery } from '../data/page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';

/**
 * The account (`/{locale}/account` and its sections, `/{locale}/account/orders/{orderNo}`): an app route. A guest signs in here; a signed-in shopper sees their account. The
 * server renders the site's `account` page around a loading state; the session and the profile are the browser's.
 */

export const meta = pageMeta;

const accountPage = accountPageQuery('account', 'account.title', 'account');

/** The account's page for its sections too; a section the account does not have is not found. */
const query: PageQuery = (context) => (accountLocation(context.params.section, context.params.item) ? accountPage(context) : Promise.resolve(null));

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function AccountPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="account">
      <AccountFlow locale={data.site.locale} path={path} navigate={navigate} />
    </main>
  );
}

export const Component = AccountPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('account') };
