import { Suspense, createElement, useEffect, useReducer, useRef } from 'react';
import type { ResolvedBlock } from '../core';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blockFrame } from './block-frame';
import { CurrentBlockContext } from './block-order';
import { useRuntime } from './runtime-context';
import { usePromotionTracking } from './use-promotion-tracking';

const reportedUnknown = new Set<string>();

/**
 * Renders one block through its registered component, inside the common block frame. An unknown type
 * renders nothing (logged once per type); a throwing block renders nothing and is reported.
 */
export function BlockView({ block }: { readonly block: ResolvedBlock }) {
  const { components, onBlockError } = useRuntime();
  const Component = components.get(block.type);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const ref = useRef<HTMLDivElement>(null);
  usePromotionTracking(ref, block, Component !== undefined);

  useEffect(() => {
    if (Component) return undefined;
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
  }, [Component, components, block.type, block.id]);

  if (!Component) return null;
  const frame = blockFrame(block);
  return (
    <div ref={ref} className={frame.className} style={frame.style} data-block-id={block.id} data-block-type={block.type}>
      {/* NB: the Suspense boundary lets a block that throws during server rendering fall back to
          client rendering, where the error boundary catches it, instead of failing the whole page. */}
      <Suspense fallback={null}>
        <BlockErrorBoundary blockId={block.id} blockType={block.type} onError={onBlockError}>
          <CurrentBlockContext.Provider value={block.id}>
            {/* createElement: the component comes from the registry, its identity is stable per type. */}
            {createElement(Component, { block })}
          </CurrentBlockContext.Provider>
        </BlockErrorBoundary>
      </Suspense>
    </div>
  );
}
