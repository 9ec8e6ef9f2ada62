import type { Op } from '../../preview-bridge';
import { invertOps } from '../../preview-bridge';

/** One undo step: what an action did, and what undoes it (never a copy of the whole document). */
export interface HistoryEntry {
  readonly label: string;
  readonly ops: readonly Op[];
  readonly inverse: readonly Op[];
  /** The selection before and after, so undo and redo bring it back too. */
  readonly selectionBefore: readonly string[];
  readonly selectionAfter: readonly string[];
  /**
   * Steps with the same key recorded within `MERGE_WINDOW_MS` of each other are one step (typing in a field: one
   * undo per burst, not per keystroke); none for steps that never merge.
   */
  readonly mergeKey?: string;
  /** When it was recorded (ms), for merging. */
  readonly at?: number;
}

export interface History {
  readonly past: readonly HistoryEntry[];
  readonly future: readonly HistoryEntry[];
}

/** How many steps are kept: the whole session for any reasonable editing, with a bound on memory. */
export const HISTORY_LIMIT = 1_000;

export const emptyHistory: History = { past: [], future: [] };

/** The pause (ms) that ends a burst of merging steps: keystrokes closer together than this are one undo step. */
export const MERGE_WINDOW_MS = 1_000;

type SetOp = Extract<Op, { kind: 'set' | 'setting' }>;
const isSet = (op: Op | undefined): op is SetOp => op?.kind === 'set' || op?.kind === 'setting';
/** What a set op sets: a block's field, or the document's. */
const setsWhat = (op: SetOp): string => (op.kind === 'set' ? `block:${op.id}:${op.path}` : `document:${op.field}`);

/**
 * `later` folded into `earlier`: a set of a field `earlier` already sets keeps its first `previous` and takes the new
 * value (a field typed back to where it was drops out); any other op is appended.
 */
function mergeOps(earlier: readonly Op[], later: readonly Op[]): Op[] {
  const ops = [...earlier];
  for (const op of later) {
    const at = isSet(op) ? ops.findIndex((o) => isSet(o) && setsWhat(o) === setsWhat(op)) : -1;
    const first = ops[at];
    if (!isSet(op) || !isSet(first)) {
      ops.push(op);
    } else if (Object.is(first.previous, op.value)) {
      ops.splice(at, 1);
    } else {
      ops[at] = { ...first, value: op.value };
    }
  }
  return ops;
}

/**
 * Records an action: it becomes the last undo step, and the steps undone before it can no longer be redone. A step
 * with the last step's `mergeKey`, within `MERGE_WINDOW_MS` of it and with nothing to redo, joins that step instead.
 */
export function record(history: History, entry: Omit<HistoryEntry, 'inverse'>): History {
  if (entry.ops.length === 0) return history;
  const last = history.past.at(-1);
  if (
    entry.mergeKey !== undefined &&
    last?.mergeKey === entry.mergeKey &&
    history.future.length === 0 &&
    entry.at !== undefined &&
    last.at !== undefined &&
    entry.at - last.at <= MERGE_WINDOW_MS
  ) {
    const ops = mergeOps(last.ops, entry.ops);
    const rest = history.past.slice(0, -1);
    if (ops.length === 0) return { past: rest, future: [] };
    return { past: [...rest, { ...last, ops, inverse: invertOps(ops), selectionAfter: entry.selectionAfter, at: entry.at }], future: [] };
  }
  const past = [...history.past, { ...entry, inverse: invertOps(entry.ops) }];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** The step to undo and the history after it, or undefined when there is none. */
export function undoStep(history: History): { entry: HistoryEntry; history: History } | undefined {
  const entry = history.past.at(-1);
  if (!entry) return undefined;
  return { entry, history: { past: history.past.slice(0, -1), future: [entry, ...history.future] } };
}

/** The step to redo and the history after it, or undefined when there is none. */
export function redoStep(history: History): { entry: HistoryEntry; history: History } | undefined {
  const [entry, ...future] = history.future;
  if (!entry) return undefined;
  return { entry, history: { past: [...history.past, entry], future } };
}
