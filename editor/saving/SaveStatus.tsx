import type { Translate } from '../../runtime/core';
import { describeAdminError } from '../api';
import type { SaveState } from './autosave';

export interface SaveStatusProps {
  readonly t: Translate;
  readonly state: SaveState;
  /** Save now (after an error, or while retrying). */
  readonly onRetry: () => void;
}

function message(state: SaveState, t: Translate): string {
  switch (state.kind) {
    case 'saved':
      return t('editor.save.saved', { version: state.version });
    case 'pending':
      return t('editor.save.pending');
    case 'saving':
      return t('editor.save.saving');
    case 'retrying':
      return t('editor.save.retrying');
    case 'conflict':
      return t('editor.save.conflictTitle');
    case 'error':
      return t('editor.save.failed', { reason: describeAdminError(state.error, t) });
  }
}

/**
 * Where saving stands, announced politely as it changes (an error assertively): saved (with the version), unsaved
 * changes, saving, offline and retrying (the edit is kept), a conflict, or a refusal with the reason and a retry.
 */
export function SaveStatus({ t, state, onRetry }: SaveStatusProps) {
  const failing = state.kind === 'error' || state.kind === 'retrying';
  return (
    <div className="ts-ed-save" data-state={state.kind}>
      <span className="ts-ed-save__dot" aria-hidden="true" />
      <span
        role={state.kind === 'error' ? 'alert' : 'status'}
        aria-live={state.kind === 'error' ? 'assertive' : 'polite'}
        className="ts-ed-save__text"
      >
        {message(state, t)}
      </span>
      {failing ? (
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={onRetry}>
          {t('editor.save.retryNow')}
        </button>
      ) : null}
    </div>
  );
}
