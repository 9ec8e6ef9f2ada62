import type { LoaderFunctionArgs } from 'react-router';
import { AssociateLoginFlow } from '../associate/AssociateLoginFlow';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';

/**
 * The in-store associate's sign-in (`/{locale}/associate-login`, spec 000 §2): an app route; the employee's sign-in,
 * then the store and who is selling, read and chosen in the browser.
 */

export const meta = pageMeta;

const query = accountPageQuery('associate-login', 'account.associate.title');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function AssociateLoginPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="associate-login">
      <AssociateLoginFlow locale={data.site.locale} path={path} navigate={navigate} />
    </main>
  );
}

export const Component = AssociateLoginPage;

export const ErrorBoundary = PageError;

/** NB: one employee's sign-in and staff list: no shared cache may keep the page. */
export const handle = { shopper: true };
