import { blockDefinitions, staticBlockTypes } from '../../block-registry';
import type { ResolvedBlock, ResolvedSection } from '../../runtime/core';
import { FRAME_FIELDS } from '../../runtime/react';
import type { PageState } from '../page/page-state';

/**
 * What the browser still reads of a static block the server rendered: its frame (id, type, frame fields) and
 * its promotion tracking. Its words, pictures and links are in the server's HTML, which the frame keeps.
 */
const KEPT_FIELDS: readonly string[] = ['id', 'type', ...FRAME_FIELDS, 'promotionTracking'];

/**
 * By type, the child slots of containers whose component renders every child in the server's HTML, each in its
 * own block frame (a collection's slides: `rendersEveryChild` of their definition). Others (experience,
 * segmentation, filter) may show another child in the browser than on the server, so their children stay whole.
 */
const everyChildSlots = new Map<string, readonly string[]>(
  Object.values(blockDefinitions).flatMap((definition) =>
    definition.rendersEveryChild && definition.childSlots ? [[definition.type, definition.childSlots] as const] : [],
  ),
);

function frameOnly(block: ResolvedBlock): ResolvedBlock {
  const slots = everyChildSlots.get(block.type);
  if (slots) {
    const slimmed: Record<string, unknown> = { ...block };
    for (const slot of slots) if (Array.isArray(block[slot])) slimmed[slot] = (block[slot] as ResolvedBlock[]).map(frameOnly);
    return slimmed as ResolvedBlock;
  }
  if (!(staticBlockTypes as ReadonlySet<string>).has(block.type)) return block;
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) if (block[field] !== undefined) kept[field] = block[field];
  return kept as ResolvedBlock;
}

/** Only sections the server rendered: a lazy section renders in the browser, from its data. */
const slimSection = (section: ResolvedSection): ResolvedSection => (section.lazy ? section : { ...section, items: section.items.map(frameOnly) });

/**
 * The page state the document carries for hydration: static blocks of server-rendered sections (at the top, or
 * a collection's slides) are reduced to their frame, since they never hydrate: their frame keeps the server's
 * HTML for as long as the page is shown.
 * Client-side navigations (including back to this page) fetch their data whole from `/fapi/pages`.
 * An app route's page (cart, checkout, confirmation) stays whole: the server renders it around a loading view, and
 * its content (the empty cart's, say) first renders in the browser, from its data.
 */
export function hydrationState(state: PageState): PageState {
  if (!state.data || state.data.view !== 'content') return state;
  const { page } = state.data;
  return { ...state, data: { ...state.data, page: { ...page, sections: page.sections.map(slimSection) } } };
}
