import { defaultSite, siteById, siteForLocale } from '../../runtime/core';
import type { SeoData } from '../data/page-data';
import { AppShell } from '../shell/AppShell';
import { DocumentHead } from '../shell/DocumentHead';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';
import { usePage } from './page-context';
import { localeOfPath } from './page-state';

/**
 * The whole document, rendered by React on both sides: `<html lang data-brand>` follows the page's site,
 * so a client-side navigation to another locale or brand switches language and theme too.
 */
export function Document() {
  const { state } = usePage();
  const { data } = state;
  const site = (data && siteById(data.site.siteId)) ?? siteForLocale(localeOfPath(state.path)) ?? defaultSite();
  const seo: SeoData = data?.seo ?? { title: site.brand.name, description: '', alternates: [], noIndex: true };
  return (
    <html lang={site.locale.tag} data-brand={site.brand.id}>
      <DocumentHead site={site} seo={seo} />
      <body>
        <AppShell site={site} data={data}>
          {data ? <PageMain data={data} /> : <PageError status={state.error?.status ?? 500} />}
        </AppShell>
      </body>
    </html>
  );
}
