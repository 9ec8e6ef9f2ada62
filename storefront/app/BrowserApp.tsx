import { Document } from './Document';
import { PageContext } from './page-context';
import type { PageState } from './page-state';
import { useBrowserNavigation } from './use-browser-navigation';

/** The storefront in the browser: the server's page, hydrated, then client-side navigation from page to page. */
export function BrowserApp({ initial }: { readonly initial: PageState }) {
  const { state, navigate } = useBrowserNavigation(initial);
  return (
    <PageContext value={{ state, navigate }}>
      <Document />
    </PageContext>
  );
}
