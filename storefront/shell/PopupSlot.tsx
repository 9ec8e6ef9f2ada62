import { Suspense, lazy, memo, useEffect, useState } from 'react';
import { blockComponents } from '../../block-registry';
import type { ResolvedBlock } from '../../runtime/core';

// NB: separate chunks, requested only after hydration, so pop-ups add nothing to first-load JavaScript. The
// manager and the pop-up block's code are fetched side by side, not one after the other.
const PopupManager = lazy(() => Promise.all([import('./PopupManager'), blockComponents.load(['popup'])]).then(([module]) => module));

type Idle = (run: () => void) => () => void;
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

/**
 * Where the site's pop-ups appear. Client-only: the server HTML has nothing here (so nothing to hydrate and
 * no layout shift); once the page is hydrated and the browser is idle, the manager's code is fetched.
 */
export const PopupSlot = memo(function PopupSlot({ popups }: { readonly popups: readonly ResolvedBlock[] }) {
  const [ready, setReady] = useState(false);
  const any = popups.length > 0;
  useEffect(() => (any ? whenIdle(() => setReady(true)) : undefined), [any]);
  if (!ready || !any) return null;
  return (
    <Suspense fallback={null}>
      <PopupManager popups={popups} />
    </Suspense>
  );
});
