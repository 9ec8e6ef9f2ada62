import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { AccountPortContext, blockComponents, type AccountPortLoader } from '../../block-registry';
import { BlockView, PageRenderer, RuntimeProvider, useLocaleMessages } from '../../runtime/react';
import type { RequestMode, Site } from '../../runtime/core';
import { usePage } from '../page/page-context';
import type { PageLoaderData } from '../data/page-data';
import { ConsentSlot } from './ConsentSlot';
import { PopupSlot } from './PopupSlot';
import { headerSections } from './sections';
import { SiteHeader } from './SiteHeader';
import { InStoreBar } from '../associate/InStoreBar';

export interface AppShellProps {
  readonly site: Site;
  /** The page's loader data; absent when its loader failed (the error boundary fills `children`). */
  readonly data: PageLoaderData | undefined;
  readonly children: ReactNode;
}

/**
 * Skip link, the page's "header inherited" section (promo bar) above the header, the header with the mega
 * menu, the page's `<main>`, the footer. Blocks get the browser's client-side navigate, so content links stay client-side,
 * and a location key that changes on every navigation (the mega menu closes on it).
 */
export function AppShell({ site, data, children }: AppShellProps) {
  const { state, navigate } = usePage();
  const t = useLocaleMessages(site.locale.tag);
  const header = headerSections(data?.page.sections ?? []);
  // The mode decided where the page's request entered, carried in its data: blocks never read it off the path.
  const preview = data?.mode === 'preview';
  const previewDate = data?.previewDate;
  const mode = useMemo<RequestMode>(
    () => (preview ? { mode: 'preview', ...(previewDate ? { previewDate } : {}) } : { mode: 'publish' }),
    [preview, previewDate],
  );
  // The account blocks' forms and session (sign-in, sign-up, event sign-up): loaded when such a block first needs them.
  const accountPort = useMemo<AccountPortLoader>(
    () => () => import('../account/block-port').then((module) => module.loadAccountPort(site.locale.tag, `/${site.locale.locale}`)),
    [site],
  );
  return (
    <AccountPortContext.Provider value={accountPort}>
      <RuntimeProvider
        site={site}
        components={blockComponents}
        persisted={data?.persisted ?? {}}
        locationKey={state.path}
        mode={mode}
        navigate={navigate}
      >
        <a className="ts-skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        {/* Early in the tab order: a keyboard reaches the consent banner's answers before the page's links. */}
        <ConsentSlot key={`consent-${site.siteId}`} />
        {header.length > 0 ? (
          <div className="ts-shell-top">
            <PageRenderer sections={header} />
          </div>
        ) : null}
        <InStoreBar site={site} />
        <SiteHeader site={site} menu={data?.menu ?? null} />
        {children}
        {data?.footer ? (
          <div className="ts-shell-footer">
            <BlockView block={data.footer} />
          </div>
        ) : null}
        {/* Nothing pops up over a shopper's cart, their payment or their order: content pages only. */}
        <PopupSlot key={site.siteId} popups={data?.view === 'content' ? data.popups : []} />
      </RuntimeProvider>
    </AccountPortContext.Provider>
  );
}
