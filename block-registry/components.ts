import type { ComponentType } from 'react';
import type { ResolvedBlock } from '../runtime/core';
import type { BlockComponentSource } from '../runtime/react';
import type { AnyBlockLoader } from './block-loader';
import { blockLoaders } from './blocks.generated';

type LoadedComponent = ComponentType<{ block: ResolvedBlock }>;

/**
 * A component source over lazy loaders: `load` fetches each type once (concurrent calls share the
 * request), `get` answers the loaded ones. Unknown types are ignored.
 */
export function createBlockComponents(loaders: Readonly<Record<string, AnyBlockLoader>>): BlockComponentSource {
  const loaded = new Map<string, LoadedComponent>();
  const pending = new Map<string, Promise<void>>();
  const waiting = new Map<string, () => void>();
  const arrivals = new Map<string, Promise<void>>();

  const loadOne = (type: string): Promise<void> => {
    const loader = Object.hasOwn(loaders, type) ? loaders[type] : undefined;
    if (!loader || loaded.has(type)) return Promise.resolve();
    let promise = pending.get(type);
    if (!promise) {
      promise = loader().then(
        (module) => {
          // The runtime hands a component only blocks that passed its type's schema (validateBlock).
          loaded.set(type, module.default as LoadedComponent);
          waiting.get(type)?.();
        },
        (error: unknown) => {
          pending.delete(type); // let a later call retry (e.g. after a network blip)
          throw error;
        },
      );
      pending.set(type, promise);
    }
    return promise;
  };

  return {
    get: (type) => loaded.get(type),
    load: async (types) => {
      await Promise.all([...new Set(types)].map(loadOne));
    },
    whenLoaded: (type) => {
      if (loaded.has(type)) return Promise.resolve();
      let arrival = arrivals.get(type);
      if (!arrival) {
        arrival = new Promise<void>((resolve) => waiting.set(type, resolve));
        arrivals.set(type, arrival);
      }
      return arrival;
    },
  };
}

/** The registry's components: every block type, loaded on demand. */
export const blockComponents: BlockComponentSource = createBlockComponents(blockLoaders);
