import { Suspense, createElement, memo, use, useRef } from 'react';
import type { ResolvedBlock } from '../core';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blockFrame } from './block-frame';
import { hydrationGate } from './deferred-loads';
import { CurrentBlockContext } from './block-order';
import { useRuntime } from './runtime-context';
import { useBlockCode } from './use-block-code';
import { usePromotionTracking } from './use-promotion-tracking';

/**
 * Renders one block through its registered component, inside the common block frame. An unknown type
 * renders nothing (logged once per type); a throwing block renders nothing and is reported. A block
 * whose code is not loaded yet suspends: during hydration its server HTML stays until the code arrives.
 */
export function BlockView({ block }: { readonly block: ResolvedBlock }) {
  const { components } = useRuntime();
  const ref = useRef<HTMLDivElement>(null);
  const ready = components.get(block.type) !== undefined;
  useBlockCode(ref, block, ready);
  usePromotionTracking(ref, block, ready);

  if (!ready && components.whenLoaded?.(block.type) === undefined) return null;
  const frame = blockFrame(block);
  return (
    <div ref={ref} className={frame.className} style={frame.style} data-block-id={block.id} data-block-type={block.type}>
      <BlockBody block={block} />
    </div>
  );
}

/**
 * Memoized, so a parent's re-render never reaches a boundary that is still waiting to hydrate (React
 * would drop its server HTML and render it on the client).
 */
const BlockBody = memo(function BlockBody({ block }: { readonly block: ResolvedBlock }) {
  const { onBlockError } = useRuntime();
  return (
    // NB: the Suspense boundary also lets a block that throws during server rendering fall back to
    // client rendering, where the error boundary catches it, instead of failing the whole page.
    <Suspense fallback={null}>
      <BlockErrorBoundary blockId={block.id} blockType={block.type} onError={onBlockError}>
        <CurrentBlockContext.Provider value={block.id}>
          <BlockContent block={block} />
        </CurrentBlockContext.Provider>
      </BlockErrorBoundary>
    </Suspense>
  );
});

/** The block's component, once it may hydrate and its code is in; until then it suspends. */
function BlockContent({ block }: { readonly block: ResolvedBlock }) {
  const { components } = useRuntime();
  const gate = hydrationGate(block.id);
  if (gate) use(gate);
  let Component = components.get(block.type);
  if (!Component) {
    const loaded = components.whenLoaded?.(block.type);
    if (loaded) use(loaded);
    Component = components.get(block.type);
  }
  // createElement: the component comes from the registry, its identity is stable per type.
  return Component ? createElement(Component, { block }) : null;
}
