import { useSyncExternalStore } from 'react';

/**
 * The editor's few routes, on the browser's history (no router library): `/editor` (sign-in or the documents),
 * `/editor/documents/{id}` (the editing screen). The showcase (`/editor/showcase`) is its own light entry.
 */
export type EditorRoute =
  | { readonly name: 'documents'; readonly search: URLSearchParams }
  | { readonly name: 'document'; readonly id: string }
  | { readonly name: 'not-found' };

const NAVIGATE = 'tessera:editor-navigate';

export function routeOf(pathname: string, search: string): EditorRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/editor' || path === '/editor/documents') return { name: 'documents', search: new URLSearchParams(search) };
  const match = /^\/editor\/documents\/([^/]+)$/.exec(path);
  if (match?.[1]) return { name: 'document', id: decodeURIComponent(match[1]) };
  return { name: 'not-found' };
}

/**
 * Where to go once signed in, from `?next=` (a closed preview's page sends the visitor to sign in with it): a path of
 * this origin only, never another site's address (`//host`, `/\host`, `https:`), or null.
 */
export function nextAfterSignIn(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://editor.invalid');
    return url.origin === 'http://editor.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export const documentHref = (id: string): string => `/editor/documents/${encodeURIComponent(id)}`;

/** Goes to an editor path (a new history entry, or in place with `replace`). */
export function navigate(href: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(NAVIGATE));
}

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE, listener);
  };
};
const currentHref = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query; re-renders on every navigation (links, back and forward). */
export function useLocationHref(): string {
  return useSyncExternalStore(subscribe, currentHref, () => '/editor');
}
