import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ResolvedSection } from '../../runtime/core';
import { HydrationPlanContext } from '../../runtime/react';
import type { HydrationPlan } from '../../runtime/react';
import type { Bridge, EditorMessage } from '../../preview-bridge';
import { Document } from '../app/Document';
import { PageContext } from '../app/page-context';
import type { PageState } from '../app/page-state';
import { useBrowserNavigation } from '../app/use-browser-navigation';
import { connectPreview, type PreviewPage } from './connect-preview';
import { SERVER_PAGE, type PreviewSession } from './preview-session';

export interface PreviewAppProps {
  readonly initial: PageState;
  readonly plan: HydrationPlan;
  readonly bridge: Bridge<EditorMessage>;
  readonly session: PreviewSession;
}

/** The page state with the draft's sections in place of the server's (the rest: site, menu, footer, SEO, as served). */
function withSections(state: PageState, sections: readonly ResolvedSection[] | null): PageState {
  if (!sections || !state.data) return state;
  return { ...state, data: { ...state.data, page: { ...state.data.page, sections } } };
}

/**
 * The storefront in the editor's preview: the same document as the shopper's (`BrowserApp`), rendering the editor's
 * draft in place of the page's sections as it arrives over the bridge. Hydrates the server's page as it is (the draft
 * comes after), then re-renders only the blocks a change touched: the others keep their identity.
 */
export function PreviewApp({ initial, plan, bridge, session }: PreviewAppProps) {
  const { state, navigate } = useBrowserNavigation(initial);
  const draft = useSyncExternalStore(session.subscribe, session.snapshot, () => SERVER_PAGE);
  const shown = useMemo(() => withSections(state, draft.sections), [state, draft.sections]);
  const page = useRef<PreviewPage | null>(null);

  useEffect(() => {
    const connected = connectPreview(bridge, session, initial.path, window);
    page.current = connected;
    return () => {
      connected.close();
      page.current = null;
    };
  }, [bridge, session, initial.path]);

  // The draft is on the screen: the outlines follow the blocks it moved, and the editor hears its edit arrived.
  useLayoutEffect(() => {
    page.current?.refresh();
    session.rendered(draft);
  }, [session, draft]);

  return (
    <HydrationPlanContext value={state === initial ? plan : null}>
      <PageContext value={{ state: shown, navigate }}>
        <Document />
      </PageContext>
    </HydrationPlanContext>
  );
}
