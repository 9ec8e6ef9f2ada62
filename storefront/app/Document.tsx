import { defaultSite, siteById, siteForLocale } from '../../runtime/core';
import type { SeoData } from '../data/page-data';
import { ContentPage, ErrorBoundary } from '../routes/content-page';
import { PageRenderer } from '../../runtime/react';
import { AppShell } from '../shell/AppShell';
import { DocumentHead } from '../shell/DocumentHead';
import { mainSections } from '../shell/sections';
import { StructuredData } from '../shell/StructuredData';
import { AppView } from './app-view';
import { usePage } from './page-context';
import { localeOfPath, type PageState } from './page-state';

/**
 * The whole document, rendered by React on both sides: `<html lang data-brand>` follows the page's site,
 * so a client-side navigation to another locale or brand switches language and theme too. Content pages render
 * with the content route's component; app routes with the client router of their own chunk. `shown`: the page state
 * to render when it is not the page's own (the editor's draft in its canvas); the page's path stays the context's.
 */
export function Document({ shown }: { readonly shown?: PageState | undefined } = {}) {
  const page = usePage();
  const { navigate } = page;
  const state = shown ?? page.state;
  const { data } = state;
  const site = (data && siteById(data.site.siteId)) ?? siteForLocale(localeOfPath(state.path)) ?? defaultSite();
  const seo: SeoData = data?.seo ?? { title: site.brand.name, description: '', alternates: [], noIndex: true, jsonLd: [] };
  const main = !data ? (
    <ErrorBoundary status={state.error?.status ?? 500} />
  ) : data.view === 'content' ? (
    <ContentPage data={data} />
  ) : (
    <AppView data={data} path={state.path} content={<PageRenderer sections={mainSections(data.page.sections)} />} {...(navigate ? { navigate } : {})} />
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
