import './editor.css';
import { createRoot } from 'react-dom/client';
import { allSites, createApiClient, fetchTransport } from '../runtime/core';
import { ShowcaseScreen } from './showcase/ShowcaseScreen';

const root = document.getElementById('root');
if (!root) throw new Error('The editor page has no #root element.');

const params = new URLSearchParams(window.location.search);
const sites = allSites();
const client = createApiClient(fetchTransport(), { locale: sites[0]?.locale.locale ?? 'en-us' });

createRoot(root).render(
  <ShowcaseScreen
    sites={sites}
    initial={{ ...(params.get('siteId') ? { siteId: params.get('siteId') ?? '' } : {}), docType: params.get('docType') ?? '' }}
    fetchShowcase={(q) => client.content.showcase('preview', q.siteId, q.docType, { limit: q.limit, ...(q.layoutVariant ? { layoutVariant: q.layoutVariant } : {}) })}
  />,
);
