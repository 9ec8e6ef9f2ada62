// NB: the CSS entries are files, not modules with an API, so they bypass the index.ts rule.
// eslint-disable-next-line no-restricted-imports
import '../block-registry/styles.css';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blockComponents } from '../block-registry';
import { holdHydration, loadDeferredNow } from '../runtime/react';
import { deserializeErrors } from './hydration';
import { hydrationPlan } from './hydration-plan';
import { routes } from './routes';
import { AssetsContext } from './shell/assets';

/** The server's router data, with route errors turned back into what error boundaries expect. */
function readHydrationData(): HydrationState | undefined {
  const state = window.__staticRouterHydrationData;
  if (!state) return undefined;
  return { ...state, errors: deserializeErrors(state.errors) };
}

async function start(): Promise<void> {
  const hydrationData = readHydrationData();
  // Only what the shopper sees loads and hydrates now; the server HTML below the fold waits for a scroll.
  const plan = hydrationPlan(document, window.innerHeight);
  holdHydration(plan.heldIds);
  await blockComponents.load(plan.eagerTypes);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  // A navigation re-renders blocks still waiting to hydrate: their code must not wait for a scroll.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') loadDeferredNow();
  });
  hydrateRoot(
    document,
    <AssetsContext value={window.__TESSERA_ASSETS__ ?? { styles: [] }}>
      <RouterProvider router={router} />
    </AssetsContext>,
  );
}

start().catch((error: unknown) => console.error('[tessera] the page could not start', error));
