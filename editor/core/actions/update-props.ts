import { type EditorDocument, locate, valueAt } from '../../../preview-bridge';
import { type Op, setOp } from '../../../preview-bridge';
import type { EditorChange } from '../editor-core';

/**
 * Sets fields of a block, by path (`title`, `media.sm.url`, `targets.0.text`). The id and the type are the block's
 * identity, never edited here; a value equal to the current one makes no op (an edit that changes nothing is not
 * an undo step). With `typing`, the change joins the last undo step when that one edited the same fields of the
 * same block a moment before (see `MERGE_WINDOW_MS`): a burst of keystrokes is one undo.
 */
export function updateProps(
  document: EditorDocument,
  id: string,
  values: Readonly<Record<string, unknown>>,
  options: { readonly typing?: boolean } = {},
): EditorChange {
  const found = locate(document, id);
  if (!found) throw new RangeError(`no block ${id}`);
  const ops: Op[] = [];
  for (const [path, value] of Object.entries(values)) {
    const head = path.split('.')[0];
    if (head === 'id' || head === 'type') throw new RangeError(`a block's ${head} cannot be edited`);
    if (Object.is(valueAt(found.block, path), value)) continue;
    ops.push(setOp(document, id, path, value));
  }
  if (!options.typing) return { label: 'edit', ops, select: [id] };
  const fields = [...new Set(Object.keys(values).map((path) => path.split('.')[0]))].sort();
  return { label: 'edit', ops, select: [id], merge: `edit:${id}:${fields.join(',')}` };
}
