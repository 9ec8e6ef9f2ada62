import type { LoaderFunctionArgs } from 'react-router';
import { pageQuery, siteRoot } from '../account/page-query';
import { NewsletterUnsubscribe } from '../account/subscriptions/NewsletterUnsubscribe';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/**
 * The newsletter's unsubscribe page (`/{locale}/newsletter/unsubscribe?token=…`, every newsletter mail's link): an app
 * route. Opening it changes nothing; the token is sent once the shopper presses Unsubscribe.
 */

export const meta = pageMeta;

const query = accountPageQuery('newsletter-unsubscribe', 'subscriptions.unsubscribe.title');

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function NewsletterUnsubscribePage({ data, path }: { readonly data: PageLoaderData; readonly path: string }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="newsletter-unsubscribe">
      <div className="ts-account ts-account--narrow">
        <NewsletterUnsubscribe token={pageQuery(path).get('token') ?? ''} home={siteRoot(data.site.locale, path)} />
      </div>
    </main>
  );
}

export const Component = NewsletterUnsubscribePage;

export const ErrorBoundary = PageError;

/** NB: its URL carries the subscription's signed token: no shared cache may keep the page. */
export const handle = { shopper: true };
