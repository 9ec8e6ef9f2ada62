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

/** Block types whose title is a heading that can be the page's own (a hero's, a banner's, an article's). */
const TITLED_TYPES: ReadonlySet<string> = new Set(['hero', 'banner', 'articlePage']);

const titleOf = (block: ResolvedBlock): unknown => (block as { title?: unknown }).title || (block as { titleHtml?: unknown }).titleHtml;

/**
 * The block whose title is the page's visible main heading (its h1): the lead block, when it is a hero, a banner or
 * an article with a title; else null (the page then names itself with a heading of its own).
 */
export function pageHeadingBlock(sections: readonly ResolvedSection[]): string | null {
  const lead = sections.find((section) => !section.lazy && section.items.length > 0)?.items[0];
  return lead && TITLED_TYPES.has(lead.type) && typeof titleOf(lead) === 'string' && titleOf(lead) !== '' ? lead.id : null;
}

/** The id of the block that carries the page's h1; null outside a page and on pages that head themselves. */
export const PageHeadingContext = createContext<string | null>(null);

/** True for the block whose title is the page's h1 (it renders `h1` for its `h2`). Outside a page (Storybook), false. */
export function useIsPageHeading(): boolean {
  const heading = useContext(PageHeadingContext);
  const id = useContext(CurrentBlockContext);
  return heading !== null && id === heading;
}
