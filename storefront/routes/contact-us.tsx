import type { LoaderFunctionArgs } from 'react-router';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';
import { ContactUsFlow } from '../support/ContactUsFlow';

/**
 * The help centre's contact page (`/{locale}/help/contact-us`; `/contact-us` answers 301 to it): the site's
 * `contact-us` page (how to reach the store), then the form to write to it. An app route: the form is the browser's,
 * the same for everyone, so the page is cached as any content page is.
 */

export const meta = pageMeta;

const contactPage = accountPageQuery('contact-us', 'support.form.pageTitle', 'contact-us');
const query: PageQuery = async (context) => {
  const found = await contactPage(context);
  return found && { ...found, canonical: '/help/contact-us' };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'account' });

export function ContactUsPage({ data }: { readonly data: PageLoaderData }) {
  return (
    <PageMain data={data} route="contact-us">
      <div className="ts-contact-slot">
        <ContactUsFlow />
      </div>
    </PageMain>
  );
}

export const Component = ContactUsPage;

export const ErrorBoundary = PageError;
