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

/** Id of the first block of the first eagerly rendered section: the block at the top of the page's first screen. */
export const leadBlockOf = (sections: readonly ResolvedSection[]): string | null =>
  sections.find((section) => !section.lazy && section.items.length > 0)?.items[0]?.id ?? null;

/** The lead block of the page being rendered; `undefined` outside a page. */
export const LeadBlockContext = createContext<string | null | undefined>(undefined);
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

/**
 * True for the page's lead block (the first of its first section): its picture is on the first screen and the
 * likely largest contentful paint, whatever its type. Outside a page (Storybook), true.
 */
export function useIsLeadBlock(): boolean {
  const lead = useContext(LeadBlockContext);
  const id = useContext(CurrentBlockContext);
  return lead === undefined || (id !== null && id === lead);
}
