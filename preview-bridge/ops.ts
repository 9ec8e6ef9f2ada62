import { type Block, type EditorDocument, listAt, locate, type Place, replaceBlock, valueAt, withList, withValueAt } from './document';

/**
 * The changes every editor action is made of, each carrying what it needs to be undone: a block inserted at a
 * place, a block removed from one, a field of a block set, a field of the document itself set (a page's `seo`; never
 * its `sections`). Undo applies the inverse ops in reverse order; the preview receives the same ops as its patch
 * (never the whole document).
 */
export type Op =
  | { readonly kind: 'insert'; readonly place: Place; readonly block: Block }
  | { readonly kind: 'remove'; readonly place: Place; readonly block: Block }
  | { readonly kind: 'set'; readonly id: string; readonly path: string; readonly value: unknown; readonly previous: unknown }
  | { readonly kind: 'setting'; readonly field: string; readonly value: unknown; readonly previous: unknown };

export function applyOp(document: EditorDocument, op: Op): EditorDocument {
  switch (op.kind) {
    case 'insert': {
      const list = [...listAt(document, op.place.parent)];
      if (op.place.index < 0 || op.place.index > list.length) throw new Error(`cannot insert at ${op.place.index} of ${list.length}`);
      list.splice(op.place.index, 0, op.block);
      return withList(document, op.place.parent, list);
    }
    case 'remove': {
      const list = [...listAt(document, op.place.parent)];
      if (list[op.place.index]?.id !== op.block.id) throw new Error(`block ${op.block.id} is not at ${op.place.index}`);
      list.splice(op.place.index, 1);
      return withList(document, op.place.parent, list);
    }
    case 'set': {
      const found = locate(document, op.id);
      if (!found) throw new Error(`no block ${op.id}`);
      if (op.value === undefined && !op.path.includes('.')) {
        // A field set back to nothing is gone again, as it was before (an undone first edit leaves no trace).
        const { [op.path]: _gone, ...rest } = found.block;
        return replaceBlock(document, op.id, rest as Block);
      }
      return replaceBlock(document, op.id, withValueAt(found.block, op.path, op.value));
    }
    case 'setting': {
      if (op.field === 'sections') throw new Error('the sections are changed block by block');
      if (op.value !== undefined) return { ...document, [op.field]: op.value };
      const { [op.field]: _gone, ...rest } = document;
      return rest as EditorDocument;
    }
  }
}

export function invertOp(op: Op): Op {
  switch (op.kind) {
    case 'insert':
      return { kind: 'remove', place: op.place, block: op.block };
    case 'remove':
      return { kind: 'insert', place: op.place, block: op.block };
    case 'set':
      return { kind: 'set', id: op.id, path: op.path, value: op.previous, previous: op.value };
    case 'setting':
      return { kind: 'setting', field: op.field, value: op.previous, previous: op.value };
  }
}

export const applyOps = (document: EditorDocument, ops: readonly Op[]): EditorDocument => ops.reduce(applyOp, document);

/** The ops that undo `ops`: each inverted, last first. */
export const invertOps = (ops: readonly Op[]): Op[] => [...ops].reverse().map(invertOp);

/**
 * A set op for a block's field, with the value it replaces. A nested path (`media.sm.url`) sets its top-level field
 * whole (`media`), so undoing restores the field exactly as it was, absent included.
 */
export function setOp(document: EditorDocument, id: string, path: string, value: unknown): Op {
  const found = locate(document, id);
  if (!found) throw new Error(`no block ${id}`);
  const [field = path, ...rest] = path.split('.');
  const previous = valueAt(found.block, field);
  const next = rest.length === 0 ? value : withValueAt(previous, rest.join('.'), value);
  return { kind: 'set', id, path: field, value: next, previous };
}

/** What an action answers: its ops (already checked against the document) and the selection after it. */
export interface Change {
  readonly label: string;
  readonly ops: readonly Op[];
  readonly select?: readonly string[];
}
