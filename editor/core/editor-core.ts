import type { EditorDocument } from '../../preview-bridge';
import { emptyHistory, type History, record, redoStep, undoStep } from './history';
import { applyOps, type Change, type Op } from '../../preview-bridge';
import { prune, type Selection } from './selection';

export interface EditorState {
  readonly document: EditorDocument;
  readonly selection: Selection;
  readonly history: History;
  /** Changed on every change of the document: what autosave and the preview compare. */
  readonly revision: number;
}

/** What subscribers hear after each change: the state, and the ops that changed the document (the preview's patch). */
export interface EditorEvent {
  readonly state: EditorState;
  readonly ops: readonly Op[];
}

/** A change an action answers; `merge` names the kind of edit that joins the last undo step of the same name (typing). */
export interface EditorChange extends Change {
  readonly merge?: string;
}

export interface EditorCoreOptions {
  /** The clock undo steps are merged by (ms); `Date.now` unless a test sets it. */
  readonly now?: () => number;
}

/**
 * The editor's state outside React: the document, the selection and the history. Actions (`actions/*.ts`) compute
 * a change from the document; `run` applies it, records it for undo and tells the subscribers (the React panels
 * through useSyncExternalStore, the preview bridge, autosave).
 */
export function createEditorCore(document: EditorDocument, options: EditorCoreOptions = {}) {
  const now = options.now ?? Date.now;
  let state: EditorState = { document, selection: [], history: emptyHistory, revision: 0 };
  const listeners = new Set<(event: EditorEvent) => void>();
  const emit = (ops: readonly Op[]) => {
    for (const listener of listeners) listener({ state, ops });
  };

  /** Applies a history step's ops (its inverse when undoing) and brings back the selection of that moment. */
  function replay(step: ReturnType<typeof undoStep>, direction: 'undo' | 'redo'): boolean {
    if (!step) return false;
    const ops = direction === 'undo' ? step.entry.inverse : step.entry.ops;
    const next = applyOps(state.document, ops);
    const selection = direction === 'undo' ? step.entry.selectionBefore : step.entry.selectionAfter;
    state = { document: next, selection: prune(next, selection), history: step.history, revision: state.revision + 1 };
    emit(ops);
    return true;
  }

  return {
    getState: (): EditorState => state,

    subscribe(listener: (event: EditorEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Applies an action's change (or nothing, for a change without ops) and makes it the last undo step. */
    run(change: EditorChange): void {
      if (change.ops.length === 0) {
        if (change.select) this.select(change.select);
        return;
      }
      const next = applyOps(state.document, change.ops);
      const selection = change.select ?? prune(next, state.selection);
      state = {
        document: next,
        selection,
        history: record(state.history, {
          label: change.label,
          ops: change.ops,
          selectionBefore: state.selection,
          selectionAfter: selection,
          ...(change.merge === undefined ? {} : { mergeKey: change.merge, at: now() }),
        }),
        revision: state.revision + 1,
      };
      emit(change.ops);
    },

    undo: (): boolean => replay(undoStep(state.history), 'undo'),

    redo: (): boolean => replay(redoStep(state.history), 'redo'),

    select(selection: Selection): void {
      state = { ...state, selection: prune(state.document, selection) };
      emit([]);
    },
  };
}

export type EditorCore = ReturnType<typeof createEditorCore>;
