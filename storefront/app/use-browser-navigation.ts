import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadPageState, pageDataClient } from './load-page-state';
import type { NavigateOptions } from '../page/route-module';
import type { PageState } from '../page/page-state';
import { entryKey, newEntryKey, saveScroll, savedScroll } from './scroll-positions';

type How = 'push' | 'replace' | 'pop';

/** What to do once a navigation's page has rendered. */
interface Arrival {
  readonly how: How;
  readonly key: string;
  readonly hash: string;
  /** A choice on the same page: the scroll and the focus stay as they are. */
  readonly stay: boolean;
}

const MAX_REDIRECTS = 5;
const pathOf = (url: URL) => url.pathname + url.search;

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches the page-data client the first time the pointer, focus or a touch reaches an internal link, so the
 * first navigation does not wait for it. On the window, in the capture phase: React stops these events in HTML
 * it has not hydrated yet.
 */
function prepareOnIntent(): () => void {
  const stop = () => INTENT_EVENTS.forEach((name) => window.removeEventListener(name, onIntent, true));
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    stop();
    pageDataClient().catch(() => undefined); // the navigation itself reports a failure
  }
  INTENT_EVENTS.forEach((name) => window.addEventListener(name, onIntent, { capture: true, passive: true }));
  return stop;
}

function scrollToHash(hash: string): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Client-side navigation for the storefront: loads the next page's data from the server, renders it,
 * and keeps the history, scroll and focus the way a full page load would. A new page starts at the top
 * (or at its `#hash`) with focus on its `<main>`, so screen readers hear the new page; back and forward
 * return to where the shopper was. When the server cannot be reached, the browser loads the page itself.
 */
export function useBrowserNavigation(initial: PageState): {
  state: PageState;
  navigate: (href: string, options?: NavigateOptions) => void;
} {
  const [state, setState] = useState(initial);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const latest = useRef(0);
  const currentKey = useRef('');
  const latestPath = useRef(state.path);
  useEffect(() => {
    latestPath.current = state.path;
  }, [state.path]);

  const go = useCallback(async (href: string, mode: How, stay = false): Promise<void> => {
    let url = new URL(href, window.location.href);
    let how = mode;
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    if (how !== 'pop' && url.hash && pathOf(url) === pathOf(new URL(window.location.href))) {
      window.history.pushState({ key: currentKey.current }, '', url.href);
      scrollToHash(url.hash);
      return;
    }
    const ticket = ++latest.current;
    let next = await loadPageState(pathOf(url));
    // The server may send the shopper elsewhere (`/` → `/en-us`): follow, replacing a popped entry.
    for (let hops = 0; next && 'redirect' in next && hops < MAX_REDIRECTS; hops += 1) {
      url = new URL(next.redirect, window.location.href);
      if (how === 'pop') how = 'replace';
      next = url.origin === window.location.origin ? await loadPageState(pathOf(url)) : undefined;
    }
    if (ticket !== latest.current) return; // a later navigation won
    if (next === undefined || 'redirect' in next) {
      window.location.assign(url.href);
      return;
    }
    let key = currentKey.current;
    if (how === 'push') {
      saveScroll(key, window.scrollY);
      key = newEntryKey();
      window.history.pushState({ key }, '', url.href);
    } else if (how === 'replace') {
      window.history.replaceState({ key }, '', url.href);
    } else {
      key = entryKey(window.history.state) ?? key;
    }
    currentKey.current = key;
    setState(next);
    setArrival({ how, key, hash: url.hash, stay });
  }, []);

  const navigate = useCallback(
    (href: string, options?: NavigateOptions) => void go(href, options?.replace ? 'replace' : 'push', options?.stay === true),
    [go],
  );

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    currentKey.current = entryKey(window.history.state) ?? newEntryKey();
    window.history.replaceState({ key: currentKey.current }, '', window.location.href);
    const restore = savedScroll(currentKey.current);
    if (restore !== undefined) window.scrollTo(0, restore);
    const onPopState = (event: PopStateEvent) => {
      saveScroll(currentKey.current, window.scrollY);
      const key = entryKey(event.state);
      const samePage = pathOf(new URL(window.location.href)) === latestPath.current;
      if (samePage) {
        if (key) currentKey.current = key;
        if (!scrollToHash(window.location.hash)) window.scrollTo(0, (key ? savedScroll(key) : undefined) ?? 0);
        return;
      }
      void go(window.location.href, 'pop');
    };
    const onPageHide = () => saveScroll(currentKey.current, window.scrollY);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    const stopWatchingIntent = prepareOnIntent();
    return () => {
      stopWatchingIntent();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [go]);

  useLayoutEffect(() => {
    if (!arrival || arrival.stay) return;
    if (arrival.how === 'pop') {
      window.scrollTo(0, savedScroll(arrival.key) ?? 0);
      return;
    }
    if (!scrollToHash(arrival.hash)) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [arrival]);

  return { state, navigate };
}
