import { HydrationPlanContext } from '../../runtime/react';
import type { HydrationPlan } from '../../runtime/react';
import { Document } from './Document';
import { PageContext } from './page-context';
import type { PageState } from './page-state';
import { useBrowserNavigation } from './use-browser-navigation';

/** The storefront in the browser: the server's page, hydrated, then client-side navigation from page to page. */
export function BrowserApp({ initial, plan }: { readonly initial: PageState; readonly plan: HydrationPlan }) {
  const { state, navigate } = useBrowserNavigation(initial);
  return (
    // The plan is the server's page's only: pages the browser navigates to render afresh.
    <HydrationPlanContext value={state === initial ? plan : null}>
      <PageContext value={{ state, navigate }}>
        <Document />
      </PageContext>
    </HydrationPlanContext>
  );
}
