import { type EditorDocument, locate } from '../../../preview-bridge';
import { withFreshIds } from '../ids';
import { applyOp, type Change, type Op } from '../../../preview-bridge';

/** Duplicates blocks, each copy (new ids throughout) right after its original; the copies become the selection. */
export function duplicateBlocks(document: EditorDocument, ids: readonly string[]): Change {
  const ops: Op[] = [];
  const copies: string[] = [];
  let current = document;
  for (const id of ids) {
    const found = locate(current, id);
    if (!found) continue;
    const copy = withFreshIds(found.block);
    const op: Op = { kind: 'insert', place: { parent: found.place.parent, index: found.place.index + 1 }, block: copy };
    current = applyOp(current, op);
    ops.push(op);
    copies.push(copy.id);
  }
  return { label: 'duplicate', ops, select: copies };
}
