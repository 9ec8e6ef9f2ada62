import type { Block, EditorDocument, Place } from '../../../preview-bridge';
import { listAt } from '../../../preview-bridge';
import { withFreshIds } from '../ids';
import type { Change } from '../../../preview-bridge';

/** Inserts a new block (a palette entry's defaults) at a place, with fresh ids; it becomes the selection. */
export function insertBlock(document: EditorDocument, block: Omit<Block, 'id'> & { readonly id?: string }, place: Place): Change {
  const length = listAt(document, place.parent).length;
  if (place.index < 0 || place.index > length) throw new RangeError(`cannot insert at ${place.index} of ${length}`);
  const fresh = withFreshIds({ ...block, id: block.id ?? '' } as Block);
  return { label: 'insert', ops: [{ kind: 'insert', place, block: fresh }], select: [fresh.id] };
}
