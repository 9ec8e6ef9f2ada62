import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { ForgotPasswordFlow } from '../account/PasswordFlows';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/** Forgot password (`/{locale}/forgot-password`, spec 000 §2's form link): an app route asking for a reset link. */

export const meta = pageMeta;

const query = accountPageQuery('forgot-password', 'account.forgot.title');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function ForgotPasswordPage({ data, path }: { readonly data: PageLoaderData; readonly path: string }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="forgot-password">
      <ForgotPasswordFlow locale={data.site.locale} path={path} />
    </main>
  );
}

export const Component = ForgotPasswordPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('forgot-password') };
