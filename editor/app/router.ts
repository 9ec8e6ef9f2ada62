import { useSyncExternalStore } from 'react';

/**
 * The editor's few routes, on the browser's history (a table of its own, no router library): `/editor` (sign-in or
 * the documents), `/editor/documents/{id}` (the editing screen). The showcase (`/editor/showcase`) is its own light entry.
 */
export type EditorRoute =
  | { readonly name: 'documents'; readonly search: URLSearchParams }
  | { readonly name: 'document'; readonly id: string }
  | { readonly name: 'not-found' };

const NAVIGATE = 'tessera:editor-navigate';

type Params = Readonly<Record<string, string>>;

const documents = (_: Params, search: string): EditorRoute => ({ name: 'documents', search: new URLSearchParams(search) });

/**
 * The editor's route table, as the storefront's: each route `{ path, route }` (`:name` a segment of the path); a new
 * screen is one line here. No router library: three routes do not earn one in the editor's bundle.
 */
const editorRoutes: readonly { readonly path: string; readonly route: (params: Params, search: string) => EditorRoute }[] = [
  { path: '/editor', route: documents },
  { path: '/editor/documents', route: documents },
  { path: '/editor/documents/:id', route: ({ id }) => ({ name: 'document', id: decodeURIComponent(id ?? '') }) },
];

/** A route's params when `path` has its shape: as many segments, each static one equal, each `:param` not empty. */
function paramsOf(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = got[index] ?? '';
    if (segment.startsWith(':') && value !== '') params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

/** The route of an editor path (trailing slashes ignored), from the table. */
export function routeOf(pathname: string, search: string): EditorRoute {
  const path = pathname.replace(/\/+$/, '');
  for (const { path: pattern, route } of editorRoutes) {
    const params = paramsOf(pattern, path);
    if (params) return route(params, search);
  }
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
