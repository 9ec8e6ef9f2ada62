import { createContext, useContext } from 'react';
import type { ResolvedBlock, ResolvedSection } from '../core';
import { childBlocks } from '../core';

/** Ids of the first block of each type on a page's eagerly rendered sections, children included. */
export function firstBlocksByType(sections: readonly ResolvedSection[]): ReadonlySet<string> {
  const seen = new Map<string, string>();
  const visit = (blocks: readonly ResolvedBlock[]) => {
    for (const block of blocks) {
      if (!seen.has(block.type)) seen.set(block.type, block.id);
      visit(childBlocks(block));
    }
  };
  for (const section of sections) if (!section.lazy) visit(section.items);
  return new Set(seen.values());
}

export const FirstBlocksContext = createContext<ReadonlySet<string> | null>(null);
export const CurrentBlockContext = createContext<string | null>(null);

/**
 * True for the first block of its type on the page (e.g. the first hero): its image is the likely
 * largest contentful paint, so it loads eagerly with high priority. Outside a page (Storybook), true.
 */
export function useIsFirstOfType(): boolean {
  const first = useContext(FirstBlocksContext);
  const id = useContext(CurrentBlockContext);
  return first === null || (id !== null && first.has(id));
}
