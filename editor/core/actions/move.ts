import { contains, type EditorDocument, listAt, locate, type Place, sameParent } from '../../../preview-bridge';
import { applyOp, type Change, type Op } from '../../../preview-bridge';
import { inDocumentOrder } from '../selection';

/**
 * Moves blocks, in document order, to a place (given in the document as it is before the move): within a list,
 * between sections, into or out of containers. A block cannot move into itself or its own children.
 */
export function moveBlocks(document: EditorDocument, ids: readonly string[], to: Place): Change {
  const moving = inDocumentOrder(document, ids)
    .map((id) => locate(document, id))
    .filter((found) => found !== undefined);
  if (moving.length === 0) return { label: 'move', ops: [] };
  const target = to.parent;
  if ('block' in target && moving.some(({ block }) => contains(block, target.block))) {
    throw new RangeError('a block cannot move into itself');
  }
  const length = listAt(document, target).length;
  if (to.index < 0 || to.index > length) throw new RangeError(`cannot move to ${to.index} of ${length}`);
  // Take them out (later places first, so earlier ones stay where they are), counting those taken from before the
  // target place in its own list: the place shifts up by as many.
  const ops: Op[] = [];
  let current = document;
  let index = to.index;
  const byPlace = [...moving].sort((a, b) => b.place.index - a.place.index);
  for (const { block } of byPlace) {
    const found = locate(current, block.id);
    if (!found) continue;
    if (sameParent(found.place.parent, target) && found.place.index < index) index--;
    const op: Op = { kind: 'remove', place: found.place, block: found.block };
    current = applyOp(current, op);
    ops.push(op);
  }
  // Then in, in document order, one after another.
  for (const { block } of moving) {
    const op: Op = { kind: 'insert', place: { parent: target, index }, block };
    current = applyOp(current, op);
    ops.push(op);
    index++;
  }
  return { label: 'move', ops, select: moving.map(({ block }) => block.id) };
}
