import { useMemo, useSyncExternalStore } from 'react';
import type { Breakpoint } from '../../schemas';
import { breakpointForWidth, breakpointMinWidth } from '../core';

const subscribeToQuery = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether a media query matches; `false` on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeToQuery(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

const queries = [`(min-width: ${breakpointMinWidth.md}px)`, `(min-width: ${breakpointMinWidth.lg}px)`];

const subscribeToBreakpoints = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = queries.map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
};

/**
 * The current layout breakpoint, or `null` on the server and during hydration. Layout itself is CSS-driven
 * (so the server render is right at every width); use this only for behaviour such as autoplay.
 */
export function useMediaBreakpoint(): Breakpoint | null {
  return useSyncExternalStore(
    subscribeToBreakpoints,
    () => breakpointForWidth(window.innerWidth),
    () => null,
  );
}

/** The shopper asked for less motion: no automatic rotation, no animated transitions. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
