import type { EditorDocument, Op } from '../../../preview-bridge';
import type { EditorChange } from '../editor-core';

/**
 * Sets fields of the document itself (a page's `seo`: title, description, no-index), whole: `{ seo: {...} }`. Its
 * sections are the blocks', changed only by the block actions. A value equal to the current one makes no op; the
 * selection stays as it is. With `typing`, a burst of keystrokes in the same fields is one undo step, as for blocks.
 */
export function updateSettings(
  document: EditorDocument,
  values: Readonly<Record<string, unknown>>,
  options: { readonly typing?: boolean } = {},
): EditorChange {
  const ops: Op[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (field === 'sections') throw new RangeError('the sections are changed block by block');
    if (!/^[A-Za-z]\w*$/.test(field)) throw new RangeError(`"${field}" is not a document field`);
    if (Object.is(document[field], value)) continue;
    ops.push({ kind: 'setting', field, value, previous: document[field] });
  }
  if (!options.typing) return { label: 'settings', ops };
  return { label: 'settings', ops, merge: `settings:${Object.keys(values).sort().join(',')}` };
}
