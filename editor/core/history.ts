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
}

export interface History {
  readonly past: readonly HistoryEntry[];
  readonly future: readonly HistoryEntry[];
}

/** How many steps are kept: the whole session for any reasonable editing, with a bound on memory. */
export const HISTORY_LIMIT = 1_000;

export const emptyHistory: History = { past: [], future: [] };

/** Records an action: it becomes the last undo step, and the steps undone before it can no longer be redone. */
export function record(history: History, entry: Omit<HistoryEntry, 'inverse'>): History {
  if (entry.ops.length === 0) return history;
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
