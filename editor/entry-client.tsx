import './editor.css';
import { createRoot } from 'react-dom/client';
import { allSites, createApiClient, fetchTransport, loadMessages } from '../runtime/core';
import { EDITOR_LOCALE, ShowcaseScreen } from './showcase/ShowcaseScreen';

const root = document.getElementById('root');
if (!root) throw new Error('The editor page has no #root element.');

const params = new URLSearchParams(window.location.search);
const sites = allSites();
const client = createApiClient(fetchTransport(), { locale: sites[0]?.locale.locale ?? 'en-us' });

// The screen's words first, so it renders once, complete.
await loadMessages(EDITOR_LOCALE);
createRoot(root).render(
  <ShowcaseScreen
    sites={sites}
    initial={{ ...(params.get('siteId') ? { siteId: params.get('siteId') ?? '' } : {}), docType: params.get('docType') ?? '' }}
    fetchShowcase={(q) => client.content.showcase('preview', q.siteId, q.docType, { limit: q.limit, ...(q.layoutVariant ? { layoutVariant: q.layoutVariant } : {}) })}
  />,
);
