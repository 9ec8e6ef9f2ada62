import { applyOps, type EditorDocument, type Op, type Section } from '../../preview-bridge';

/**
 * The draft the preview shows, as the editor sent it (stored blocks, before validation): the last whole draft with
 * every patch since applied in order. Pure: the session (`preview-session.ts`) keeps it and renders from it.
 */
export interface DraftState {
  readonly documentId: string | null;
  /** Null until the first draft: the page shows what the server rendered. */
  readonly document: EditorDocument | null;
  /** The editor's revision the draft is at; null when the next patch starts the count (a draft without one). */
  readonly revision: number | null;
  /** A patch could not be applied: later patches are dropped until the editor sends the whole draft again. */
  readonly stale: boolean;
}

export const emptyDraft: DraftState = { documentId: null, document: null, revision: null, stale: false };

export interface DraftMessage {
  readonly documentId: string;
  readonly sections: readonly Section[];
  /** The document's own fields besides its sections (a page's `seo`). */
  readonly settings?: Readonly<Record<string, unknown>> | undefined;
  readonly revision?: number | undefined;
}

export interface PatchMessage {
  readonly documentId: string;
  readonly revision: number;
  readonly ops: readonly Op[];
}

/** What a patch did: the draft after it, and whether it changed; `error` when it could not be applied. */
export interface PatchOutcome {
  readonly state: DraftState;
  readonly applied: boolean;
  /** Why the patch was refused, for the `error` message (the editor answers with the whole draft). */
  readonly error?: string;
}

/** A whole draft replaces what the preview shows, and sets the revision the next patch follows. */
export const receiveDraft = (_state: DraftState, draft: DraftMessage): DraftState => ({
  documentId: draft.documentId,
  document: { ...draft.settings, sections: draft.sections },
  revision: draft.revision ?? null,
  stale: false,
});

/**
 * Applies a patch: the ops in order, all or none. Refused (the draft unchanged, and stale until the next whole draft)
 * when there is no draft yet, when it is for another document, when its revision is not the next one, or when an op
 * does not fit the draft (a block that is not there). While stale, patches are dropped without another error: the
 * editor has been told once and is sending the draft.
 */
export function receivePatch(state: DraftState, patch: PatchMessage): PatchOutcome {
  if (state.stale) return { state, applied: false };
  const refuse = (error: string): PatchOutcome => ({ state: { ...state, stale: true }, applied: false, error });
  if (state.document === null) return refuse('no draft yet');
  if (patch.documentId !== state.documentId)
    return refuse(`the patch is for document ${patch.documentId}, the preview shows ${state.documentId ?? 'none'}`);
  if (state.revision !== null && patch.revision !== state.revision + 1) {
    return refuse(`revision ${patch.revision} does not follow ${state.revision}`);
  }
  try {
    const document = applyOps(state.document, patch.ops);
    return { state: { ...state, document, revision: patch.revision }, applied: true };
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}
