import { useEffect, useReducer } from 'react';
import type { RefObject } from 'react';
import type { ResolvedBlock } from '../core';
import { collectBlockTypes } from '../core';
import { hydrationGate, loadWhenNeeded, releaseHydration } from './deferred-loads';
import { useRuntime } from './runtime-context';

const reportedUnknown = new Set<string>();

/** Ids of the blocks inside a block's wrapper (a container's children hydrate with it). */
const nestedBlockIds = (element: Element | null): string[] =>
  element ? [...element.querySelectorAll<HTMLElement>('[data-block-id]')].flatMap((el) => (el.dataset.blockId ? [el.dataset.blockId] : [])) : [];

/**
 * Loads a block's code when needed. A block held at hydration (server HTML below the fold) waits until
 * it nears the viewport or is interacted with, loads its code and its children's, then hydrates — its
 * Suspense boundary keeps the server HTML meanwhile. A block rendered on the client loads now. A source
 * without `whenLoaded` loads and re-renders; a type still missing after that is unknown.
 */
export function useBlockCode(ref: RefObject<HTMLElement | null>, block: ResolvedBlock, ready: boolean): void {
  const { components } = useRuntime();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { type, id } = block;

  useEffect(() => {
    const held = hydrationGate(id) !== undefined;
    if (ready && !held) return undefined;
    let active = true;
    const element = ref.current;
    const suspends = held || components.whenLoaded?.(type) !== undefined;
    const load = () =>
      components.load(collectBlockTypes([block])).then(
        () => {
          if (held) releaseHydration([id, ...nestedBlockIds(element)]);
          if (!active || suspends) return; // a suspended block retries by itself once released or loaded
          if (components.get(type)) rerender();
          else if (!reportedUnknown.has(type)) {
            reportedUnknown.add(type);
            console.warn(`[tessera] unknown block type "${type}" (block ${id}): skipped`);
          }
        },
        (error: unknown) => console.error(`[tessera] could not load block type "${type}"`, error),
      );
    const cancel = held && element ? loadWhenNeeded(element, () => void load()) : (void load(), undefined);
    return () => {
      active = false;
      cancel?.();
    };
  }, [ready, components, block, type, id, ref]);
}
