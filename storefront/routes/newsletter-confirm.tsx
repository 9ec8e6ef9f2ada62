import type { LoaderFunctionArgs } from 'react-router';
import { pageQuery, siteRoot } from '../account/page-query';
import { NewsletterConfirm } from '../account/subscriptions/NewsletterConfirm';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/**
 * The newsletter's confirmation page (`/{locale}/newsletter/confirm?token=…`, the double opt-in mail's link): an app
 * route. The token is read in the browser and sent once.
 */

export const meta = pageMeta;

const query = accountPageQuery('newsletter-confirm', 'subscriptions.confirm.title');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function NewsletterConfirmPage({ data, path }: { readonly data: PageLoaderData; readonly path: string }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="newsletter-confirm">
      <div className="ts-account ts-account--narrow">
        <NewsletterConfirm token={pageQuery(path).get('token') ?? ''} home={siteRoot(data.site.locale, path)} />
      </div>
    </main>
  );
}

export const Component = NewsletterConfirmPage;

export const ErrorBoundary = PageError;

/** NB: its URL carries a one-time secret: no shared cache may keep the page. */
export const handle = { shopper: true };
