import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollRatio, syncScroll, type ScrollingWindow } from '../../../preview-bridge';
import { connectedPair } from './fake-windows';

/** A window 3,000 px tall shown 1,000 px at a time. */
function scrolling(): ScrollingWindow & { scrollBy(y: number): void } {
  const listeners = new Set<() => void>();
  const win = {
    scrollY: 0,
    innerHeight: 1_000,
    document: { documentElement: { scrollHeight: 3_000 } },
    scrollTo({ top }: { top: number }) {
      win.scrollY = top;
      for (const listener of listeners) listener();
    },
    scrollBy(y: number) {
      win.scrollTo({ top: win.scrollY + y });
    },
    addEventListener: (_type: 'scroll', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'scroll', listener: () => void) => listeners.delete(listener),
  };
  return win;
}

describe('scroll sync over the bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the other end, and sends its own scrolling but not the scroll a message caused', async () => {
    const { editor, preview } = connectedPair();
    const page = scrolling();
    const stop = syncScroll(preview, page);
    const heard: unknown[] = [];
    editor.subscribe((message) => heard.push(message));
    page.scrollBy(100); // before the handshake: not buffered
    await vi.advanceTimersByTimeAsync(300);

    editor.send({ type: 'scroll', ratio: 0.5 });
    await vi.advanceTimersByTimeAsync(10);
    expect(page.scrollY).toBe(1_000);
    expect(scrollRatio(page)).toBe(0.5);
    expect(heard).toEqual([]);

    page.scrollBy(500);
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([expect.objectContaining({ type: 'scroll', ratio: 0.75 })]);

    stop();
    editor.send({ type: 'scroll', ratio: 0 });
    await vi.advanceTimersByTimeAsync(10);
    expect(page.scrollY).toBe(1_500);
  });
});
