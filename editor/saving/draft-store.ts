/**
 * Unsaved edits kept in the browser, per document: what the editor changed and the version it changed, so a reload
 * (or a crash, or a network that never came back) offers to restore them. Cleared once the server has them.
 */
export interface StoredDraft {
  readonly baseVersion: number;
  readonly data: Readonly<Record<string, unknown>>;
  /** When it was kept (ISO). */
  readonly keptAt: string;
}

export interface DraftStore {
  read(documentId: string): StoredDraft | undefined;
  write(documentId: string, draft: StoredDraft): void;
  clear(documentId: string): void;
}

const PREFIX = 'tessera.editor.unsaved.';

const isStoredDraft = (value: unknown): value is StoredDraft => {
  const draft = value as Partial<StoredDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.baseVersion === 'number' &&
    typeof draft.keptAt === 'string' &&
    typeof draft.data === 'object' &&
    draft.data !== null
  );
};

/**
 * The browser's localStorage as a draft store. A full or blocked storage (private mode, quota) keeps nothing and
 * throws nothing: the edit is still in memory and still being saved.
 */
export function localDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): DraftStore {
  return {
    read(documentId) {
      try {
        const raw = storage?.getItem(PREFIX + documentId);
        const parsed: unknown = raw ? JSON.parse(raw) : undefined;
        return isStoredDraft(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    write(documentId, draft) {
      try {
        storage?.setItem(PREFIX + documentId, JSON.stringify(draft));
      } catch {
        // NB: quota or private mode; the autosave still holds the edit.
      }
    },
    clear(documentId) {
      try {
        storage?.removeItem(PREFIX + documentId);
      } catch {
        // nothing kept, nothing to clear
      }
    },
  };
}

/** A draft store in memory (stories, tests). */
export function memoryDraftStore(): DraftStore & { readonly entries: Map<string, StoredDraft> } {
  const entries = new Map<string, StoredDraft>();
  return {
    entries,
    read: (id) => entries.get(id),
    write: (id, draft) => void entries.set(id, draft),
    clear: (id) => void entries.delete(id),
  };
}
