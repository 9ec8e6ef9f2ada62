import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { HydrationPlanContext } from '../../runtime/react';
import type { HydrationPlan } from '../../runtime/react';
import { Document } from './Document';
import { PageContext } from '../page/page-context';
import type { PageState } from '../page/page-state';
import { useBrowserNavigation } from './use-browser-navigation';

/**
 * Renders the page in place of the shopper's: the editor's preview (`storefront/preview/`) hands it the page state
 * with the editor's draft in it. It adds no element of its own, so it hydrates the server's HTML as it is.
 */
export type PagePreview = ComponentType<{ readonly state: PageState; readonly children: (shown: PageState) => ReactNode }>;

/** The storefront in the browser: the server's page, hydrated, then client-side navigation from page to page. */
export function BrowserApp({
  initial,
  plan,
  Preview,
}: {
  readonly initial: PageState;
  readonly plan: HydrationPlan;
  readonly Preview?: PagePreview | undefined;
}) {
  const { state, navigate } = useBrowserNavigation(initial);
  // The same context value until the shopper navigates: the editor's drafts reach the document as a prop, so no
  // context above the blocks changes on an edit (React would search every unchanged block's subtree for its readers).
  const context = useMemo(() => ({ state, navigate }), [state, navigate]);
  const page = (shown: PageState) => (
    // The plan is the server's page's only: pages the browser navigates to render afresh.
    <HydrationPlanContext value={state === initial ? plan : null}>
      <PageContext value={context}>
        <Document {...(shown === state ? {} : { shown })} />
      </PageContext>
    </HydrationPlanContext>
  );
  return Preview ? <Preview state={state}>{page}</Preview> : page(state);
}
