import { Suspense, createElement, memo, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ResolvedBlock } from '../core';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blockFrame } from './block-frame';
import { CurrentBlockContext } from './block-order';
import { HydrationPlanContext } from './hydration-plan';
import { useRuntime } from './runtime-context';
import { deferredComponent, useDeferredHydration } from './use-deferred-hydration';
import { usePromotionTracking } from './use-promotion-tracking';

const reportedUnknown = new Set<string>();
/** Keeps the server's HTML inside the frame as it is: React leaves inner HTML it did not write alone. */
const SERVER_HTML = { __html: '' };

/**
 * Renders one block through its registered component, inside the common block frame. An unknown type
 * renders nothing (logged once per type); a throwing block renders nothing and is reported. On the first
 * page load, a block the hydration plan defers keeps the server's HTML: a static one for as long as it
 * stays on the page, an interactive one until its code arrives. Memoised: a block whose resolved object is the same
 * renders nothing again (the editor's preview keeps an unchanged block's identity from one draft to the next).
 */
export const BlockView = memo(function BlockView({ block }: { readonly block: ResolvedBlock }) {
  const { components, onBlockError } = useRuntime();
  const plan = useContext(HydrationPlanContext);
  const loaded = components.get(block.type);
  // Decided once, as the block mounts: only a block the server rendered waits; an interactive one only while its
  // code is not here. A static one keeps the server's HTML even when its code is (a later section loaded it):
  // the page state carries no more of it than its frame.
  const [waiting] = useState(() => {
    const planned = plan?.deferred.get(block.id);
    const mode = planned === 'never' || !loaded ? planned : undefined;
    if (!mode) return undefined;
    return { mode, block, Component: mode === 'visible' ? deferredComponent(components, block.type) : undefined };
  });
  // A static block shows the server's HTML until its content changes, or React has no server HTML to keep.
  const [rendered, setRendered] = useState(false);
  const serverHtml = waiting?.mode === 'never' && waiting.block === block && !rendered;
  const Component = serverHtml ? undefined : (waiting?.Component ?? loaded);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const ref = useRef<HTMLDivElement>(null);
  usePromotionTracking(ref, block, serverHtml || Component !== undefined);
  useDeferredHydration(ref, block.type, serverHtml ? 'never' : waiting?.Component && 'visible');

  useEffect(() => {
    if (serverHtml && ref.current && !ref.current.hasChildNodes()) setRendered(true);
  }, [serverHtml]);

  useEffect(() => {
    if (Component || serverHtml) return undefined;
    // Not loaded yet (or unknown): load it; only a type that still has no component after loading is unknown.
    let active = true;
    components.load([block.type]).then(
      () => {
        if (!active) return;
        if (components.get(block.type)) rerender();
        else if (!reportedUnknown.has(block.type)) {
          reportedUnknown.add(block.type);
          console.warn(`[tessera] unknown block type "${block.type}" (block ${block.id}): skipped`);
        }
      },
      (error: unknown) => console.error(`[tessera] could not load block type "${block.type}"`, error),
    );
    return () => {
      active = false;
    };
  }, [Component, serverHtml, components, block.type, block.id]);

  // The same element while the block is unchanged: a waiting block's server HTML survives its parent's re-renders.
  const content = useMemo(
    () =>
      Component && (
        // NB: the Suspense boundary lets a block that throws during server rendering fall back to client
        // rendering, where the error boundary catches it, instead of failing the whole page; and it is where
        // an interactive block's server HTML waits for its code.
        <Suspense fallback={null}>
          <BlockErrorBoundary blockId={block.id} blockType={block.type} onError={onBlockError}>
            <CurrentBlockContext.Provider value={block.id}>
              {/* createElement: the component comes from the registry, its identity is stable per type. */}
              {createElement(Component, { block })}
            </CurrentBlockContext.Provider>
          </BlockErrorBoundary>
        </Suspense>
      ),
    [Component, block, onBlockError],
  );

  if (!content && !serverHtml) return null;
  const frame = blockFrame(block);
  const props = { ref, className: frame.className, style: frame.style, 'data-block-id': block.id, 'data-block-type': block.type };
  // NB: React hydrates a frame with inner HTML as it finds it, without looking inside; the key gives the
  // rendered block a fresh frame rather than one whose inner HTML React never owned.
  return serverHtml ? (
    <div key="server" {...props} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div key="rendered" {...props}>
      {content}
    </div>
  );
});
