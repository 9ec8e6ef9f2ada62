// NB: the CSS entries are files, not modules with an API, so they bypass the index.ts rule.
// eslint-disable-next-line no-restricted-imports
import '../block-registry/styles.css';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { blockComponents } from '../block-registry';
import { BrowserApp } from './app/BrowserApp';
import type { PageState } from './app/page-state';
import { AssetsContext } from './shell/assets';

/** The page the server rendered, or (should its data be missing) an error state that reloads nothing. */
const initialPage = (): PageState => window.__TESSERA_PAGE__ ?? { path: window.location.pathname + window.location.search, error: { status: 500 } };

async function start(): Promise<void> {
  const initial = initialPage();
  // Block types the server rendered (page without lazy sections, menu, footer): loaded before hydrating, so nothing flickers.
  await blockComponents.load(initial.data?.blockTypes ?? []);
  hydrateRoot(
    document,
    <AssetsContext value={window.__TESSERA_ASSETS__ ?? { styles: [] }}>
      <BrowserApp initial={initial} />
    </AssetsContext>,
  );
}

start().catch((error: unknown) => console.error('[tessera] the page could not start', error));
