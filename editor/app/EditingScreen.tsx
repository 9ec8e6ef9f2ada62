import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type AdminApi, describeAdminError, type EditableDocument, type SignedInEditor } from '../api';
import { type DraftStore, RestoreDraftBanner, type StoredDraft } from '../saving';
import { DocumentEditor } from './DocumentEditor';
import type { EditorPanels } from './panels';

export interface EditingScreenProps {
  readonly t: Translate;
  readonly api: AdminApi;
  readonly editor: SignedInEditor;
  readonly documentId: string;
  readonly panels: EditorPanels;
  readonly store: DraftStore;
  readonly onBack: () => void;
  readonly onSignOut: () => void;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly document: EditableDocument;
      readonly kept?: StoredDraft;
      readonly restored?: StoredDraft;
      readonly load: number;
    };

/**
 * Loads a document (its newest draft, else the published version) and edits it. Edits this browser kept but never
 * saved (a reload, a crash, no network) are offered back first; restored, they are saved on top of the version they
 * were made on, so a newer save by someone else shows as a conflict rather than being overwritten silently.
 */
export function EditingScreen({ t, api, editor, documentId, panels, store, onBack, onSignOut }: EditingScreenProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    api.getDocument(documentId).then(
      (document) => {
        if (!current) return;
        const kept = store.read(documentId);
        const differs = kept !== undefined && JSON.stringify(kept.data) !== JSON.stringify(document.data);
        if (kept && !differs) store.clear(documentId);
        setLoaded({ status: 'ready', document, ...(differs ? { kept } : {}), load: loads });
      },
      (failure: unknown) => current && setLoaded({ status: 'error', message: describeAdminError(failure, t) }),
    );
    return () => {
      current = false;
    };
  }, [api, documentId, loads, store, t]);

  if (loaded.status === 'loading')
    return (
      <main className="ts-ed-loading">
        <p role="status">{t('editor.app.loading')}</p>
      </main>
    );
  if (loaded.status === 'error') {
    return (
      <main className="ts-ed-loading">
        <p role="alert" className="ts-ed-note ts-ed-note--error">
          {loaded.message}
        </p>
        <button type="button" className="ts-ed-button" onClick={onBack}>
          {t('editor.app.backToDocuments')}
        </button>
      </main>
    );
  }
  const { document, kept, restored } = loaded;
  return (
    <>
      {kept ? (
        <RestoreDraftBanner
          t={t}
          draft={kept}
          onRestore={() => setLoaded({ status: 'ready', document, restored: kept, load: loaded.load + 0.5 })}
          onDiscard={() => {
            store.clear(documentId);
            setLoaded({ status: 'ready', document, load: loaded.load });
          }}
        />
      ) : null}
      <DocumentEditor
        key={`${document.version}:${loaded.load}`}
        t={t}
        api={api}
        editor={editor}
        document={document}
        panels={panels}
        store={store}
        {...(restored ? { restored: { baseVersion: restored.baseVersion, data: restored.data } } : {})}
        onReload={reload}
        onBack={onBack}
        onSignOut={onSignOut}
      />
    </>
  );
}
