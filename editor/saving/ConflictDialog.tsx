import type { Translate } from '../../runtime/core';
import { Dialog } from '../react/Dialog';

export interface ConflictDialogProps {
  readonly t: Translate;
  /** Take the other editor's version: this editor's unsaved edits are dropped. */
  readonly onReload: () => void;
  /** Save this editor's document on top of the other version. */
  readonly onOverwrite: () => void;
  /** Decide later (the edits are kept, saving waits). */
  readonly onClose: () => void;
}

/** Another editor saved first (409): reload their version, or overwrite it with this one. Nothing is lost meanwhile. */
export function ConflictDialog({ t, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  return (
    <Dialog title={t('editor.save.conflictTitle')} onClose={onClose} alert>
      <p>{t('editor.save.conflictBody')}</p>
      <div className="ts-ed-dialog__actions">
        <button type="button" className="ts-ed-button" onClick={onReload}>
          {t('editor.save.conflictReload')}
        </button>
        <button type="button" className="ts-ed-button ts-ed-button--primary" onClick={onOverwrite}>
          {t('editor.save.conflictOverwrite')}
        </button>
      </div>
    </Dialog>
  );
}
