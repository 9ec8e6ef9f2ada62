// NB: the CSS entries are files, not modules with an API, so they bypass the index.ts rule.
// eslint-disable-next-line no-restricted-imports
import '../block-registry/styles.css';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blockComponents } from '../block-registry';
import { isPageLoaderData } from './data/page-data';
import { deserializeErrors } from './hydration';
import { routes } from './routes';
import { AssetsContext } from './shell/assets';

/** The server's router data, with route errors turned back into what error boundaries expect. */
function readHydrationData(): HydrationState | undefined {
  const state = window.__staticRouterHydrationData;
  if (!state) return undefined;
  return { ...state, errors: deserializeErrors(state.errors) };
}

/** Block types the server rendered (page without lazy sections, menu, footer): loaded before hydrating, so nothing flickers. */
const firstPaintBlockTypes = (state: HydrationState | undefined): string[] =>
  Object.values(state?.loaderData ?? {}).flatMap((data: unknown) => (isPageLoaderData(data) ? data.blockTypes : []));

async function start(): Promise<void> {
  const hydrationData = readHydrationData();
  await blockComponents.load(firstPaintBlockTypes(hydrationData));
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  hydrateRoot(
    document,
    <AssetsContext value={window.__TESSERA_ASSETS__ ?? { styles: [] }}>
      <RouterProvider router={router} />
    </AssetsContext>,
  );
}

start().catch((error: unknown) => console.error('[tessera] the page could not start', error));
