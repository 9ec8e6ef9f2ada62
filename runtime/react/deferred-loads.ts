/**
 * Code that waits for a reason to load: a server-rendered block below the fold, whose HTML stays on
 * screen meanwhile. It loads when it nears the viewport, on the first interaction with it, or when
 * a navigation starts — a route change re-renders the page, and React would hold that render until
 * every block it touches has hydrated.
 */
const waiting = new Set<() => void>();

/** How far ahead of the viewport a waiting block starts loading, so it is ready when it scrolls in. */
export const DEFERRED_LOAD_MARGIN = '400px';

const interactions = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Runs `start` once: when `element` comes within the margin of the viewport, when the shopper points
 * at, touches or focuses it, or on `loadDeferredNow()`. Returns a cancel function.
 */
export function loadWhenNeeded(element: Element, start: () => void): () => void {
  let done = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && run(), { rootMargin: `${DEFERRED_LOAD_MARGIN} 0px` });
  const cancel = () => {
    done = true;
    waiting.delete(run);
    observer?.disconnect();
    for (const type of interactions) element.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    cancel();
    start();
  }
  waiting.add(run);
  for (const type of interactions) element.addEventListener(type, run, { capture: true, passive: true });
  if (observer) observer.observe(element);
  else queueMicrotask(run); // no observer (old browsers): nothing tells us when, so load now
  return cancel;
}

const gates = new Map<string, { readonly promise: Promise<void>; readonly open: () => void }>();

/**
 * Before hydrating: these server-rendered blocks (by id) hydrate later, when needed, even when their
 * code is already in — hydrating only what is on screen keeps the main thread free at start.
 */
export function holdHydration(blockIds: Iterable<string>): void {
  for (const id of blockIds) {
    if (gates.has(id)) continue;
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      open = () => {
        gates.delete(id);
        resolve();
      };
    });
    gates.set(id, { promise, open });
  }
}

/** The promise a held block waits on while its server HTML stays on screen; `undefined` when not held. */
export const hydrationGate = (blockId: string): Promise<void> | undefined => gates.get(blockId)?.promise;

/** Lets these blocks hydrate (React retries their boundaries). */
export function releaseHydration(blockIds: Iterable<string>): void {
  for (const id of blockIds) gates.get(id)?.open();
}

/** Starts every waiting load now (the storefront calls it when a navigation starts). */
export function loadDeferredNow(): void {
  for (const run of [...waiting]) run();
}

/**
 * The server-rendered blocks' wrappers, split by whether the shopper sees them before scrolling. Blocks
 * not displayed (`hideOnBreakpoint`) have no box and count as off screen.
 */
export function blocksByFold(root: ParentNode, viewportHeight: number): { onScreen: HTMLElement[]; offScreen: HTMLElement[] } {
  const onScreen: HTMLElement[] = [];
  const offScreen: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-block-id]')) {
    const { top, bottom } = element.getBoundingClientRect();
    const seen = element.getClientRects().length > 0 && top < viewportHeight && bottom >= 0;
    (seen ? onScreen : offScreen).push(element);
  }
  return { onScreen, offScreen };
}
