import { Outlet, ScrollRestoration, useMatches, useParams } from 'react-router';
import { defaultSite, siteById, siteForLocale } from '../../runtime/core';
import { isPageLoaderData } from '../data/page-data';
import type { PageLoaderData, SeoData } from '../data/page-data';
import { AppShell } from '../shell/AppShell';
import { DocumentHead } from '../shell/DocumentHead';
import { shellLabels } from '../shell/labels';
import type { RouteMeta } from './meta';

/** The deepest match's page data and its route's meta, when it loaded. */
function useLeafPage(): { data: PageLoaderData | undefined; meta: RouteMeta | undefined } {
  const leaf = useMatches().at(-1);
  const data = isPageLoaderData(leaf?.loaderData) ? leaf.loaderData : undefined;
  const meta = (leaf?.handle as { meta?: RouteMeta } | undefined)?.meta;
  return { data, meta };
}

/**
 * The whole document, rendered by React on both sides: `<html lang data-brand>` follows the page's site,
 * so a client-side navigation to another locale or brand switches language and theme too.
 */
export function Document() {
  const { data, meta } = useLeafPage();
  const { locale } = useParams();
  const site = (data && siteById(data.site.siteId)) ?? siteForLocale(locale ?? '') ?? defaultSite();
  const seo: SeoData = data && meta ? meta(data) : { title: site.brand.name, description: '', alternates: [], noIndex: true };
  return (
    <html lang={site.locale.tag} data-brand={site.brand.id}>
      <DocumentHead site={site} seo={seo} />
      <body>
        <AppShell site={site} data={data}>
          <Outlet />
        </AppShell>
        {/* Client-side navigations start at the top, and back/forward return to where the shopper was. */}
        <ScrollRestoration />
      </body>
    </html>
  );
}

/** Last resort when the document itself fails: a plain page that still names the problem. */
export function RootErrorBoundary() {
  const site = defaultSite();
  const labels = shellLabels(site.locale.language);
  return (
    <html lang={site.locale.tag} data-brand={site.brand.id}>
      <DocumentHead site={site} seo={{ title: labels.errorTitle, description: '', alternates: [], noIndex: true }} />
      <body>
        <main id="main" className="ts-main ts-main--message">
          <h1>{labels.errorTitle}</h1>
          <p>{labels.errorText}</p>
        </main>
      </body>
    </html>
  );
}
