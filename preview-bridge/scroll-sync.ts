import type { Bridge } from './connection';

/** The window whose scroll position is mirrored, as the scroll sync sees it. */
export interface ScrollingWindow {
  readonly scrollY: number;
  readonly innerHeight: number;
  readonly document: { readonly documentElement: { readonly scrollHeight: number } };
  scrollTo(options: { top: number }): void;
  addEventListener(type: 'scroll', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
}

/** How far down the page a window is, from 0 (top) to 1 (bottom); 0 for a page that does not scroll. */
export function scrollRatio(win: ScrollingWindow): number {
  const max = win.document.documentElement.scrollHeight - win.innerHeight;
  return max > 0 ? Math.min(1, Math.max(0, win.scrollY / max)) : 0;
}

/**
 * Mirrors a window's scroll position over the bridge, both ways: the other end's `scroll` messages scroll this window,
 * and this window's own scrolling is sent as `scroll` (only while connected: old positions are not worth buffering).
 * The scroll a message causes is not sent back. Answers the function that stops it.
 */
export function syncScroll(bridge: Bridge<{ readonly type: string }>, win: ScrollingWindow): () => void {
  let expected: number | undefined;
  const onScroll = () => {
    if (expected !== undefined && Math.abs(win.scrollY - expected) < 2) {
      expected = undefined;
      return;
    }
    expected = undefined;
    if (bridge.state() === 'connected') bridge.send({ type: 'scroll', ratio: scrollRatio(win) });
  };
  const unsubscribe = bridge.subscribe((message) => {
    if (message.type !== 'scroll' || !('ratio' in message) || typeof message.ratio !== 'number') return;
    const top = Math.round(message.ratio * Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight));
    if (Math.abs(top - win.scrollY) < 2) return;
    expected = top;
    win.scrollTo({ top });
  });
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    unsubscribe();
    win.removeEventListener('scroll', onScroll);
  };
}
