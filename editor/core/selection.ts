import { contains, type EditorDocument, locate, type Place, sameParent, walkBlocks } from '../../preview-bridge';

/** The selected blocks' ids, in the order they were selected (the first is the one the inspector shows). */
export type Selection = readonly string[];

export const selectOnly = (id: string): Selection => [id];

/** Ctrl/Cmd-click: adds a block, or takes it out if it was selected. */
export const toggle = (selection: Selection, id: string): Selection =>
  selection.includes(id) ? selection.filter((selected) => selected !== id) : [...selection, id];

/**
 * Shift-click: every block from the anchor (the first selected) to this one, in document order, within the
 * anchor's list (a range across containers would mean nothing to move or delete together).
 */
export function range(document: EditorDocument, selection: Selection, id: string): Selection {
  const anchorId = selection[0];
  const anchor = anchorId === undefined ? undefined : locate(document, anchorId);
  const target = locate(document, id);
  if (!anchor || !target) return [id];
  const siblings = [...walkBlocks(document)].filter(({ place }) => sameParent(place.parent, anchor.place.parent));
  const from = anchor.place.index;
  const to = siblings.find(({ block }) => block.id === id)?.place.index;
  if (to === undefined) return [id];
  const [low, high] = from <= to ? [from, to] : [to, from];
  const ids = siblings.filter(({ place }) => place.index >= low && place.index <= high).map(({ block }) => block.id);
  return [anchor.block.id, ...ids.filter((selected) => selected !== anchor.block.id)];
}

/** The selection without blocks no longer in the document (after an undo, a remove, a reload). */
export const prune = (document: EditorDocument, selection: Selection): Selection => selection.filter((id) => locate(document, id) !== undefined);

/** The selected blocks in document order (what a move, copy or delete of a multi-selection works on). */
export function inDocumentOrder(document: EditorDocument, selection: Selection): string[] {
  const chosen = new Set(selection);
  return [...walkBlocks(document)].filter(({ block }) => chosen.has(block.id)).map(({ block }) => block.id);
}

/** The blocks that move or copy together: the selection in document order, without those inside another. */
export function topLevel(document: EditorDocument, ids: readonly string[]): string[] {
  const ordered = inDocumentOrder(document, ids);
  const blocks = ordered.map((id) => locate(document, id)?.block).filter((block) => block !== undefined);
  return ordered.filter((id) => !blocks.some((outer) => outer.id !== id && contains(outer, id)));
}

/** Where a paste or a palette insert lands: after the last selected block, else at the end of the first section. */
export function placeAfterSelection(document: EditorDocument, selection: readonly string[]): Place | undefined {
  const last = inDocumentOrder(document, selection).at(-1);
  const found = last === undefined ? undefined : locate(document, last);
  if (found) return { parent: found.place.parent, index: found.place.index + 1 };
  const first = document.sections[0];
  return first ? { parent: { section: 0 }, index: first.items.length } : undefined;
}
