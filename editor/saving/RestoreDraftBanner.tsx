import type { Translate } from '../../runtime/core';
import type { StoredDraft } from './draft-store';

export interface RestoreDraftBannerProps {
  readonly t: Translate;
  readonly draft: StoredDraft;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
}

/** Edits this browser kept that never reached the server (a reload, a crash, a lost network): restore or discard. */
export function RestoreDraftBanner({ t, draft, onRestore, onDiscard }: RestoreDraftBannerProps) {
  return (
    <div className="ts-ed-banner" role="region" aria-label={t('editor.save.unsavedTitle')}>
      <p>{t('editor.save.unsavedBody', { date: new Date(draft.keptAt).toLocaleString(), version: draft.baseVersion })}</p>
      <button type="button" className="ts-ed-button ts-ed-button--primary" onClick={onRestore}>
        {t('editor.save.unsavedRestore')}
      </button>
      <button type="button" className="ts-ed-button" onClick={onDiscard}>
        {t('editor.save.unsavedDiscard')}
      </button>
    </div>
  );
}
