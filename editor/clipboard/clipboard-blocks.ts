import {
  type Block,
  blocksFromClipboard,
  type Change,
  type EditorDocument,
  locate,
  pasteBlocks,
  PasteRefused,
  type PasteIssue,
  placeAfterSelection,
  topLevel,
} from '../core';

/**
 * The selected blocks as clipboard text: a JSON list of blocks (each whole, children included, in document order;
 * a block inside another selected one travels inside it). Undefined when nothing is selected.
 */
export function copiedText(document: EditorDocument, selection: readonly string[]): { text: string; count: number } | undefined {
  const blocks = topLevel(document, selection)
    .map((id) => locate(document, id)?.block)
    .filter((block): block is Block => block !== undefined);
  return blocks.length > 0 ? { text: JSON.stringify(blocks, null, 2), count: blocks.length } : undefined;
}

/** What pasting clipboard text gives: the change to run, or why there is none. */
export type PasteOutcome =
  | { readonly ok: true; readonly change: Change; readonly count: number }
  | { readonly ok: false; readonly reason: 'not-blocks' | 'no-place' }
  | { readonly ok: false; readonly reason: 'refused'; readonly issues: readonly PasteIssue[] };

/**
 * Pastes clipboard text after the selection (else at the end of the first section): blocks in JSON, from this
 * document, another one or another tab, each checked by `validate` (the registry's schemas); one failing block
 * refuses the whole paste, with every block's issues.
 */
export function pasteFromText(
  document: EditorDocument,
  selection: readonly string[],
  text: string,
  validate: (block: Block) => readonly string[],
): PasteOutcome {
  const blocks = blocksFromClipboard(text);
  if (!blocks) return { ok: false, reason: 'not-blocks' };
  const place = placeAfterSelection(document, selection);
  if (!place) return { ok: false, reason: 'no-place' };
  try {
    return { ok: true, change: pasteBlocks(document, blocks, place, validate), count: blocks.length };
  } catch (error) {
    if (error instanceof PasteRefused) return { ok: false, reason: 'refused', issues: error.issues };
    throw error;
  }
}
