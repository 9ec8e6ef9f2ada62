import { type Block, type Change, type EditorDocument, isBlock, listAt, type Op, type Place } from '../../../preview-bridge';
import { withFreshIds } from '../ids';

/** Why a pasted block is refused: the schemas' issues of one block (its index in the paste, its type, the field). */
export interface PasteIssue {
  readonly index: number;
  readonly type: string;
  readonly message: string;
}

export class PasteRefused extends Error {
  constructor(readonly issues: readonly PasteIssue[]) {
    super(`the pasted blocks do not pass their schemas: ${issues.map((issue) => `${issue.type}: ${issue.message}`).join('; ')}`);
  }
}

/**
 * Pastes copied blocks (JSON from the clipboard, this document or another) at a place, each with new ids. Every
 * block is checked first by `validate` (the registry's schemas; an empty list when it passes): one bad block refuses
 * the whole paste and nothing changes.
 */
export function pasteBlocks(document: EditorDocument, blocks: readonly Block[], place: Place, validate: (block: Block) => readonly string[]): Change {
  const issues = blocks.flatMap((block, index) => validate(block).map((message) => ({ index, type: block.type, message })));
  if (issues.length > 0) throw new PasteRefused(issues);
  const length = listAt(document, place.parent).length;
  if (place.index < 0 || place.index > length) throw new RangeError(`cannot paste at ${place.index} of ${length}`);
  const fresh = blocks.map((block) => withFreshIds(block));
  const ops: Op[] = fresh.map((block, i) => ({ kind: 'insert', place: { parent: place.parent, index: place.index + i }, block }));
  return { label: 'paste', ops, select: fresh.map((block) => block.id) };
}

/** The clipboard's text as blocks, or undefined when it is not a list of blocks (or one block) in JSON. */
export function blocksFromClipboard(text: string): Block[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.length > 0 && list.every(isBlock) ? list : undefined;
}
