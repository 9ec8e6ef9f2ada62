import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { siteById, type ResolvedSection } from '../../runtime/core';
import type { Bridge, EditorMessage } from '../../preview-bridge';
import type { PageState } from '../page/page-state';
import type { SeoData } from '../data/page-data';
import { pageHeadingBlock } from '../../runtime/react';
import { mainSections } from '../shell/sections';
import { connectPreview, type PreviewPage } from './connect-preview';
import { type DraftSeo, SERVER_PAGE, type PreviewSession } from './preview-session';

const NO_POPUPS: readonly [] = [];

/**
 * The page state the canvas shows: the draft's sections in place of the server's, the draft's title and description in
 * the head (an empty title is the brand's name, as the server makes it; the rest: site, menu, footer, no-index, as
 * served), and no pop-ups. A pop-up opening by itself in the canvas (after a delay, on scroll) would take the focus
 * from the editor in the middle of a keyboard move; the pop-up manager is client-only, so hydration is unaffected.
 */
function canvasState(state: PageState, sections: readonly ResolvedSection[] | null, seo: SeoData | undefined): PageState {
  if (!state.data) return state;
  const page = sections ? { ...state.data.page, sections } : state.data.page;
  // The draft's own lead block heads the canvas (its blocks are whole here).
  const heading = sections && state.data.catalog?.kind !== 'product' ? pageHeadingBlock(mainSections(sections)) : (state.data.headingBlock ?? null);
  const { headingBlock: _server, ...rest } = state.data;
  return { ...state, data: { ...rest, page, seo: seo ?? state.data.seo, popups: NO_POPUPS, ...(heading ? { headingBlock: heading } : {}) } };
}

/** The head's words with the draft's: made once per change of them, so a block's edit leaves the head alone. */
function headOf(state: PageState, seo: DraftSeo | null): SeoData | undefined {
  if (!state.data || !seo) return state.data?.seo;
  const title = seo.title || (siteById(state.data.site.siteId)?.brand.name ?? state.data.seo.title);
  return { ...state.data.seo, title, description: seo.description };
}

export interface DraftPageProps {
  readonly state: PageState;
  readonly children: (shown: PageState) => ReactNode;
  readonly bridge: Bridge<EditorMessage>;
  readonly session: PreviewSession;
}

/**
 * The storefront's page with the editor's draft in it (the `Preview` of `BrowserApp`): it hydrates the server's page
 * as it is (the draft comes after), then renders each draft the session resolved, without the site's pop-ups.
 * Unchanged blocks keep their identity, so React re-renders only the blocks a change touched. It adds no element: the
 * overlay and the page's side of the bridge attach once hydrated.
 */
export function DraftPage({ state, children, bridge, session }: DraftPageProps) {
  const draft = useSyncExternalStore(session.subscribe, session.snapshot, () => SERVER_PAGE);
  const head = useMemo(() => headOf(state, draft.seo), [state, draft.seo]);
  const shown = useMemo(() => canvasState(state, draft.sections, head), [state, draft.sections, head]);
  const page = useRef<PreviewPage | null>(null);

  useEffect(() => {
    const connected = connectPreview(bridge, session, state.path, window);
    page.current = connected;
    return () => {
      connected.close();
      page.current = null;
    };
  }, [bridge, session, state.path]);

  // The draft is on the screen: the outlines follow the blocks it moved, and the editor hears its edit arrived.
  useLayoutEffect(() => {
    page.current?.refresh();
    session.rendered(draft);
  }, [session, draft]);

  return children(shown);
}
