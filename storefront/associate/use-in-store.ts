import { useSyncExternalStore } from 'react';
import { endInStoreSession, readInStoreSession, startInStoreSession, type InStoreSession } from './in-store-session';

/** Said on `window` when this tab starts or ends the in-store mode. */
export const IN_STORE_CHANGED_EVENT = 'tessera:in-store-changed';
/**
 * Set while this tab is in the mode (from "Start selling" to "End session"): a page that finds it without a connected
 * session knows the session was cleared behind the mode's back (spec 000 §2), not that the tab never entered it.
 */
const MODE_KEY = 'tessera.inStore.mode';

/** The tab's session storage; null where the browser refuses it (privacy settings) or on the server. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let last: { readonly key: string; readonly session: InStoreSession | null } = { key: '', session: null };

/** The connected session, the same object while its values stay the same (React compares snapshots by identity). */
export function currentInStoreSession(): InStoreSession | null {
  const store = storage();
  const session = store ? readInStoreSession(store) : null;
  const key = session ? JSON.stringify(session) : '';
  if (key !== last.key) last = { key, session };
  return last.session;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(IN_STORE_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(IN_STORE_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

/** The in-store session while connected, else null; null on the server and while hydrating. */
export function useInStoreSession(): InStoreSession | null {
  return useSyncExternalStore(subscribe, currentInStoreSession, () => null);
}

/** "Start selling": the session written and the mode entered. */
export function startSelling(session: InStoreSession): void {
  const store = storage();
  if (!store) return;
  startInStoreSession(store, session);
  store.setItem(MODE_KEY, '1');
  window.dispatchEvent(new Event(IN_STORE_CHANGED_EVENT));
}

/** "End session": the session cleared and the mode left. */
export function endSelling(): void {
  const store = storage();
  if (!store) return;
  endInStoreSession(store);
  store.removeItem(MODE_KEY);
  window.dispatchEvent(new Event(IN_STORE_CHANGED_EVENT));
}

/**
 * Whether this tab entered the mode and its session has since been cleared (either id gone): the mode is then left,
 * and the caller sends the associate to `/{locale}/associate-login`.
 */
export function sessionLost(): boolean {
  const store = storage();
  if (!store || store.getItem(MODE_KEY) !== '1' || readInStoreSession(store)) return false;
  endSelling();
  return true;
}
