// NB: the CSS entries are files, not modules with an API, so they bypass the index.ts rule.
// eslint-disable-next-line no-restricted-imports
import '../block-registry/styles.css';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { blockComponents, staticBlockTypes } from '../block-registry';
import { loadMessages } from '../runtime/core';
import { holdPressesUntilHydrated, planHydration } from '../runtime/react';
import { loadAppView } from './app/app-view';
import { BrowserApp } from './app/BrowserApp';
import { loadCatalogView } from './catalog/catalog-views';
import type { PageState } from './page/page-state';
import { AssetsContext } from './shell/assets';

/** The page the server rendered, or (should its data be missing) an error state that reloads nothing. */
const initialPage = (): PageState => window.__TESSERA_PAGE__ ?? { path: window.location.pathname + window.location.search, error: { status: 500 } };

/**
 * The page is the editor's preview: in preview mode (as its request was decided), asked for with `editorBridge=1`,
 * inside a frame. Only then does the preview's chunk load (`preview/`): shoppers never download it.
 */
const inEditor = (page: PageState): boolean =>
  page.data?.mode === 'preview' && new URLSearchParams(window.location.search).get('editorBridge') === '1' && window.parent !== window;

async function start(): Promise<void> {
  const initial = initialPage();
  // The server's blocks, placed on the shopper's screen: the interactive ones on the first screen load before
  // hydrating, so nothing flickers; those further down wait until they come near; static ones never load.
  const plan = planHydration(document, window.innerHeight, { staticTypes: staticBlockTypes });
  holdPressesUntilHydrated(document, plan, blockComponents);
  // An app route (the cart) renders inside the client router of its own chunk, with its module from the route table:
  // both load here before hydrating, as on the server.
  // The page's words (its locale's catalogue chunk, from `<html lang>`) load beside the first screen's blocks.
  const [preview] = await Promise.all([
    inEditor(initial)
      ? import('./preview').then(({ loadPreview }) => loadPreview()).then(({ startPreview }) => startPreview(initial, blockComponents))
      : undefined,
    blockComponents.load(plan.eagerTypes),
    loadMessages(document.documentElement.lang),
    initial.data && initial.data.view !== 'content' ? loadAppView(initial.data.site.locale, initial.path) : undefined,
    loadCatalogView(initial.data?.catalog?.kind),
  ]);
  hydrateRoot(
    document,
    <AssetsContext value={window.__TESSERA_ASSETS__ ?? { styles: [] }}>
      <BrowserApp initial={initial} plan={plan} Preview={preview} />
    </AssetsContext>,
  );
}

start().catch((error: unknown) => console.error('[tessera] the page could not start', error));
