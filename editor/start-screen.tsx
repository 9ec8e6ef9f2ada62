import { createRoot } from 'react-dom/client';
import { allSites, createApiClient, fetchTransport, loadEditorMessages } from '../runtime/core';
import { ShowcaseScreen } from './showcase/ShowcaseScreen';
import { EDITOR_LOCALE } from './showcase/use-editor-words';

const root = document.getElementById('root');
if (!root) throw new Error('The editor page has no #root element.');

/**
 * `/editor/showcase` is the spec's editor-preview screen, a light route of its own; every other `/editor` path is the
 * editor app, a chunk the showcase never loads.
 */
if (window.location.pathname.startsWith('/editor/showcase')) {
  const params = new URLSearchParams(window.location.search);
  const sites = allSites();
  const client = createApiClient(fetchTransport(), { locale: sites[0]?.locale.locale ?? 'en-us' });
  // The screen's words first, so it renders once, complete. A then, not a top-level await: with one the bundler
  // split the storefront's shared modules into six more first-load files.
  void loadEditorMessages(EDITOR_LOCALE).then(() =>
    createRoot(root).render(
      <ShowcaseScreen
        sites={sites}
        initial={{ ...(params.get('siteId') ? { siteId: params.get('siteId') ?? '' } : {}), docType: params.get('docType') ?? '' }}
        fetchShowcase={(q) =>
          client.content.showcase('preview', q.siteId, q.docType, { limit: q.limit, ...(q.layoutVariant ? { layoutVariant: q.layoutVariant } : {}) })
        }
      />,
    ),
  );
} else {
  void import('./app/start-app').then(({ startEditorApp }) => startEditorApp(root));
}
