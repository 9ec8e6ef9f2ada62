import { isConflict, isRetryable } from '../api';
import type { DraftStore } from './draft-store';

/**
 * Where saving stands, as the toolbar shows it:
 * - `saved`: the server holds every change (`version` is the newest draft);
 * - `pending`: changes wait for the editor to pause;
 * - `saving`: a save is under way;
 * - `retrying`: the server could not be reached (or failed); the edit is kept and sent again at `retryAt`;
 * - `conflict`: another editor saved first (409); nothing is sent until the editor reloads or overwrites;
 * - `error`: the server refused the save (signed out, no permission, an invalid body); the edit is kept, and the next
 *   change or "save now" tries again.
 */
export type SaveState =
  | { readonly kind: 'saved'; readonly version: number }
  | { readonly kind: 'pending'; readonly version: number }
  | { readonly kind: 'saving'; readonly version: number }
  | { readonly kind: 'retrying'; readonly version: number; readonly attempt: number; readonly retryAt: number }
  | { readonly kind: 'conflict'; readonly version: number }
  | { readonly kind: 'error'; readonly version: number; readonly error: unknown };

export type DocumentData = Readonly<Record<string, unknown>>;

export interface AutosaveOptions {
  readonly documentId: string;
  /** The version the editor opened (the base of the first save). */
  readonly version: number;
  /** The admin API's save: a new draft on top of `baseVersion`. */
  readonly save: (baseVersion: number, data: DocumentData) => Promise<{ version: number }>;
  /** Keeps unsaved edits across reloads (localStorage in the app). */
  readonly store?: DraftStore;
  /** Quiet time after the last change before saving. */
  readonly delayMs?: number;
  /** Waits between retries; the last repeats. */
  readonly retryDelaysMs?: readonly number[];
  readonly now?: () => number;
}

export const AUTOSAVE_DELAY_MS = 800;
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Autosave without React: `change(data)` after every edit; it saves `delayMs` after the last one as a new draft
 * version on top of the last saved (optimistic concurrency), retries with backoff when the network or server fails,
 * stops on a conflict until `overwrite` or `discard`, and keeps unsaved edits in the draft store until the server
 * has them. Edits made while a save is under way are saved right after it.
 */
export function createAutosave(options: AutosaveOptions) {
  const { documentId, save, store } = options;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const now = options.now ?? Date.now;
  let baseVersion = options.version;
  let state: SaveState = { kind: 'saved', version: baseVersion };
  /** The newest data not yet on the server (undefined: nothing unsaved). */
  let unsaved: DocumentData | undefined;
  let inFlight = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(state: SaveState) => void>();

  const set = (next: SaveState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const cancelTimer = () => {
    if (timer !== undefined) globalThis.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    cancelTimer();
    timer = globalThis.setTimeout(() => {
      timer = undefined;
      void send();
    }, ms);
  };
  const keep = () => {
    if (unsaved) store?.write(documentId, { baseVersion, data: unsaved, keptAt: new Date(now()).toISOString() });
  };

  async function send(): Promise<void> {
    if (inFlight || !unsaved || state.kind === 'conflict') return;
    const data = unsaved;
    keep();
    inFlight = true;
    if (state.kind !== 'retrying') set({ kind: 'saving', version: baseVersion });
    try {
      const { version } = await save(baseVersion, data);
      inFlight = false;
      baseVersion = version;
      attempt = 0;
      if (unsaved === data) {
        unsaved = undefined;
        store?.clear(documentId);
        set({ kind: 'saved', version });
      } else {
        // Edited while saving: those edits go next, on top of the version just made.
        set({ kind: 'pending', version });
        schedule(0);
      }
    } catch (error) {
      inFlight = false;
      if (isConflict(error)) {
        set({ kind: 'conflict', version: baseVersion });
      } else if (isRetryable(error)) {
        const wait = retryDelays[Math.min(attempt, retryDelays.length - 1)] ?? delayMs;
        attempt++;
        set({ kind: 'retrying', version: baseVersion, attempt, retryAt: now() + wait });
        schedule(wait);
      } else {
        set({ kind: 'error', version: baseVersion, error });
      }
    }
  }

  return {
    getState: (): SaveState => state,
    /** The version the next save builds on (the newest the editor has). */
    baseVersion: (): number => baseVersion,
    /** Whether some edit is not on the server yet. */
    hasUnsaved: (): boolean => unsaved !== undefined,

    subscribe: (listener: (state: SaveState) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The document changed: saves it once the editor pauses (or when the retry or conflict allows). */
    change(data: DocumentData): void {
      unsaved = data;
      if (state.kind === 'conflict') return keep();
      if (state.kind === 'retrying') return; // the scheduled retry sends the newest data
      if (!inFlight) set({ kind: 'pending', version: baseVersion });
      schedule(delayMs);
    },

    /** Saves at once (Mod+S, a retry the editor asked for, the network back). */
    saveNow(): void {
      if (!unsaved || state.kind === 'conflict') return;
      cancelTimer();
      void send();
    },

    /** Resolves a conflict by saving this editor's document on top of the newest version (`latestVersion`). */
    overwrite(latestVersion: number): void {
      baseVersion = latestVersion;
      attempt = 0;
      set({ kind: unsaved ? 'pending' : 'saved', version: baseVersion });
      if (unsaved) schedule(0);
    },

    /** Resolves a conflict by taking the other version (`version`): this editor's unsaved edits are dropped. */
    discard(version: number): void {
      cancelTimer();
      unsaved = undefined;
      baseVersion = version;
      attempt = 0;
      store?.clear(documentId);
      set({ kind: 'saved', version });
    },

    /** Writes unsaved edits to the draft store now (the page is going away). */
    keepUnsaved: keep,

    /** The screen is going: unsaved edits go to the draft store, and the next save waits for `saveNow` or a change. */
    pause(): void {
      cancelTimer();
      keep();
    },
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
