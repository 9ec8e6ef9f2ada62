import { allSites, siteById } from '../../runtime/core';
import type { EditableDocument } from '../api';

/**
 * Where the storefront shows a document, below its locale: the server's `previewPath` when it sends one, else the
 * path its docType is served at (a page at its key, the home page at the locale, a category or product through its
 * id, which the storefront redirects to its one URL). Documents every page carries (menu, footer, pop-ups, espots,
 * fragments) are previewed on the home page.
 */
export function storefrontPath(document: Pick<EditableDocument, 'docType' | 'key' | 'previewPath'>): string {
  if (document.previewPath !== undefined) return document.previewPath === '/' ? '' : document.previewPath;
  const key = encodeURIComponent(document.key);
  switch (document.docType) {
    case 'page':
      return document.key === 'home' ? '' : `/${document.key.split('/').map(encodeURIComponent).join('/')}`;
    case 'augmentedpage':
      return `/${key}`;
    case 'search':
      return '/search';
    case 'category':
      return `/c/category-${key}`;
    case 'product':
      return /^[A-Z]{2}[A-Z0-9]{6,}$/.test(document.key) ? `/p/product-${key}` : '';
    default:
      return '';
  }
}

/** The locale path of a document's site (`global` fragments: the first site's). */
export function localeOf(siteId: string): string {
  return (siteById(siteId) ?? allSites()[0])?.locale.locale ?? 'en-us';
}

/**
 * The canvas iframe's address: the document's storefront page in preview mode with the editor's bridge, or, for
 * "preview at", what the server will show at that moment (`previewDateTime`; the draft's patches do not apply).
 */
export function previewUrl(document: Pick<EditableDocument, 'siteId' | 'docType' | 'key' | 'previewPath'>, previewAt?: string): string {
  const params = new URLSearchParams({ preview: 'true', editorBridge: '1' });
  if (previewAt) params.set('previewDateTime', previewAt);
  return `/${localeOf(document.siteId)}${storefrontPath(document)}?${params.toString()}`;
}
