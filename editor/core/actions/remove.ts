import { type EditorDocument, locate } from '../../../preview-bridge';
import { applyOp, type Change, type Op } from '../../../preview-bridge';

/** Removes blocks (a multi-selection); a block inside another removed one goes with it. Nothing is selected after. */
export function removeBlocks(document: EditorDocument, ids: readonly string[]): Change {
  const ops: Op[] = [];
  let current = document;
  for (const id of ids) {
    const found = locate(current, id);
    if (!found) continue; // inside a block removed before it
    const op: Op = { kind: 'remove', place: found.place, block: found.block };
    current = applyOp(current, op);
    ops.push(op);
  }
  return { label: 'remove', ops, select: [] };
}
