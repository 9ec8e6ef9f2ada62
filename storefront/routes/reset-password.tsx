import type { LoaderFunctionArgs } from 'react-router';
import { accountPageQuery } from '../data/account-page-query';
import { ResetPasswordFlow } from '../account/PasswordFlows';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';

/**
 * Reset password (`/{locale}/reset-password?token=…`, the link of the reset mail): an app route. The token is read in
 * the browser and sent once, with the new password.
 */

export const meta = pageMeta;

const query = accountPageQuery('reset-password', 'account.reset.title');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function ResetPasswordPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="reset-password">
      <ResetPasswordFlow locale={data.site.locale} path={path} navigate={navigate} />
    </main>
  );
}

export const Component = ResetPasswordPage;

export const ErrorBoundary = PageError;

/** NB: its URL carries a one-time secret: no shared cache may keep the page, whoever's it is. */
export const handle = { shopper: true };
