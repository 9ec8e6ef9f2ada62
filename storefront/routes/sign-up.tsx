import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { SignUpFlow } from '../account/SignUpFlow';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';

/**
 * Sign-up (`/{locale}/sign-up?email=…&leadSource=…`): an app route. The form is the same for everyone (the query's
 * prefill is read in the browser), so the page may be cached like any other; creating the account signs in.
 */

export const meta = pageMeta;

const query = accountPageQuery('sign-up', 'account.signUp.title', 'sign-up');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function SignUpPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="sign-up">
      <SignUpFlow locale={data.site.locale} path={path} navigate={navigate} />
    </main>
  );
}

export const Component = SignUpPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('sign-up') };
