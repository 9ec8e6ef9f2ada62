import { defaultSite, siteById, siteForLocale } from '../../runtime/core';
import type { SeoData } from '../data/page-data';
import { PageRenderer } from '../../runtime/react';
import { AppShell } from '../shell/AppShell';
import { Component as ContentPage, ErrorBoundary as ContentError } from '../routes/content-page';
import { DocumentHead } from '../shell/DocumentHead';
import { mainSections } from '../shell/sections';
import { StructuredData } from '../shell/StructuredData';
import { AppView } from './app-view';
import { localeOfPath } from '../data/locale-of-path';
import { usePage } from '../page/page-context';
import type { PageState } from '../page/page-state';

/**
 * The whole document, rendered by React on both sides: `<html lang data-brand>` follows the page's site,
 * so a client-side navigation to another locale or brand switches language and theme too. The page's `<main>`:
 * - a content page (any route's page whose data says `view: 'content'`, the site's error page standing in for an app
 *   route's included) renders with the content pages' module, which is every content route's component (a test holds
 *   them to it), so content pages carry no route table in their first load;
 * - an app route's page renders its route module's component inside the client router of the app routes' chunk: the
 *   module the server's router matched, or in the browser the one the app chunk matched in the same table;
 * - with no page data, the matched route's error boundary (the content pages' in the browser).
 * `shown`: the page state to render when it is not the page's own (the editor's draft in its canvas); the page's
 * path stays the context's.
 */
export function Document({ shown }: { readonly shown?: PageState | undefined } = {}) {
  const page = usePage();
  const { navigate, route } = page;
  const state = shown ?? page.state;
  const { data } = state;
  const site = (data && siteById(data.site.siteId)) ?? siteForLocale(localeOfPath(state.path)) ?? defaultSite();
  const seo: SeoData = data?.seo ?? { title: site.brand.name, description: '', alternates: [], noIndex: true, jsonLd: [] };
  const ErrorBoundary = route?.ErrorBoundary ?? ContentError;
  const props = data && {
    data,
    path: state.path,
    content: <PageRenderer sections={mainSections(data.page.sections)} />,
    ...(navigate ? { navigate } : {}),
  };
  const main = !props ? (
    <ErrorBoundary status={state.error?.status ?? 500} />
  ) : props.data.view === 'content' ? (
    <ContentPage {...props} />
  ) : (
    <AppView {...props} route={route} />
  );
  return (
    <html lang={site.locale.tag} data-brand={site.brand.id}>
      <DocumentHead site={site} seo={seo} app={data !== undefined && data.view !== 'content'} />
      <body>
        <AppShell site={site} data={data}>
          {main}
        </AppShell>
        <StructuredData items={seo.jsonLd} />
      </body>
    </html>
  );
}
