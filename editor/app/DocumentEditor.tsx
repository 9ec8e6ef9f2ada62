import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type AdminApi, type BlockIssue, type EditableDocument, type SignedInEditor } from '../api';
import { Canvas } from '../canvas';
import {
  appCommands,
  CommandPalette,
  createCommandRegistry,
  useCommandList,
  useCommandShortcuts,
  useRegisteredCommands,
  type Viewport,
} from '../commands';
import { createEditorCore, type EditorDocument } from '../core';
import { EditorCoreProvider } from '../react/editor-context';
import {
  ConflictDialog,
  createAutosave,
  type DocumentData,
  type DraftStore,
  PublishDialog,
  type SaveState,
  useAutosave,
  VersionsPanel,
} from '../saving';
import { type DescribedDocument, loadSiteDescriptions } from './description-warnings';
import { DocumentSettings } from './DocumentSettings';
import { HistoryButtons } from './HistoryButtons';
import { IssuesDialog } from './IssuesDialog';
import type { EditorPanels } from './panels';
import { Toolbar } from './Toolbar';

export interface DocumentEditorProps {
  readonly t: Translate;
  readonly api: AdminApi;
  readonly editor: SignedInEditor;
  readonly document: EditableDocument;
  readonly panels: EditorPanels;
  readonly store: DraftStore;
  /** Unsaved edits this browser kept, to start from (they are saved on top of their base version). */
  readonly restored?: { readonly baseVersion: number; readonly data: DocumentData };
  /** Loads the document again from the server (after a restore, or taking another editor's version). */
  readonly onReload: () => void;
  readonly onBack: () => void;
  readonly onSignOut: () => void;
}

type Open = 'publish' | 'versions' | 'issues' | 'palette' | null;

const hasSections = (data: DocumentData): data is EditorDocument => Array.isArray((data as { sections?: unknown }).sections);

/**
 * The editing screen of one loaded document: the outline, the canvas and the inspector under the toolbar, for a
 * document with sections (pages, espots); the schema form beside the canvas for any other. Every change autosaves;
 * the commands run from the toolbar, the shortcuts and the palette.
 */
export function DocumentEditor({
  t,
  api,
  editor,
  document,
  panels,
  store,
  restored: restoredProp,
  onReload,
  onBack,
  onSignOut,
}: DocumentEditorProps) {
  const [restored] = useState(restoredProp);
  const start = restored?.data ?? document.data;
  const [core] = useState(() => (hasSections(start) ? createEditorCore(start) : undefined));
  const [data, setData] = useState<DocumentData>(start);
  const [autosave] = useState(() =>
    createAutosave({
      documentId: document.id,
      version: restored?.baseVersion ?? document.version,
      store,
      save: (baseVersion, body) => api.saveDraft(document.id, baseVersion, body),
    }),
  );
  const saveState = useAutosave(autosave);
  // The site's other pages and their descriptions, read once when the page opens: the page settings warn on a
  // description another page already uses. A failed read only leaves that warning out.
  const [others, setOthers] = useState<readonly DescribedDocument[]>([]);
  useEffect(() => {
    if (document.docType !== 'page' && document.docType !== 'category') return;
    let current = true;
    loadSiteDescriptions(api, document.siteId, document.id).then(
      (found) => {
        if (current) setOthers(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, document.docType, document.siteId, document.id]);
  const [viewport, setViewport] = useState<Viewport>('lg');
  const [previewAt, setPreviewAt] = useState<string | undefined>(undefined);
  const [hovered, setHovered] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ blockId: string; slot: string | null } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  /** The conflict the editor closed the dialog of (a later conflict shows it again). */
  const [dismissed, setDismissed] = useState<SaveState | null>(null);
  const [notice, setNotice] = useState('');
  const [issues, setIssues] = useState<readonly BlockIssue[]>(() => (core ? panels.documentIssues(core.getState().document) : []));

  // Edits reach autosave (and, through the canvas's bridge, the preview); the issue count follows after a pause.
  useEffect(() => {
    if (restored) autosave.change(restored.data);
    if (!core) return () => autosave.pause();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = core.subscribe(({ state, ops }) => {
      if (ops.length === 0) return;
      autosave.change(state.document);
      clearTimeout(timer);
      timer = setTimeout(() => setIssues(panels.documentIssues(core.getState().document)), 400);
    });
    return () => {
      stop();
      clearTimeout(timer);
      autosave.pause();
    };
  }, [autosave, core, panels, restored]);

  const changeData = useCallback(
    (next: DocumentData) => {
      setData(next);
      autosave.change(next);
    },
    [autosave],
  );
  const form = useMemo(() => panels.documentForm(document.docType), [panels, document.docType]);

  const openIssues = useCallback(() => {
    if (core) setIssues(panels.documentIssues(core.getState().document));
    setOpen('issues');
  }, [core, panels]);
  const openPublish = useCallback(() => {
    if (core) setIssues(panels.documentIssues(core.getState().document));
    autosave.saveNow();
    setOpen('publish');
  }, [autosave, core, panels]);
  const selectBlock = useCallback(
    (blockId: string) => {
      core?.select([blockId]);
    },
    [core],
  );

  const [registry] = useState(createCommandRegistry);
  const commands = useMemo(
    () => [
      ...appCommands({
        ...(core ? { core } : {}),
        saveNow: () => autosave.saveNow(),
        canSave: () => autosave.hasUnsaved(),
        openPalette: () => setOpen('palette'),
        setViewport,
        openPublish,
        openVersions: () => setOpen('versions'),
        openIssues,
        goToDocuments: onBack,
      }),
      ...(core ? panels.outlineCommands(core, { t, onError: setNotice, onNotice: setNotice, validateBlock: panels.validateBlock }) : []),
    ],
    [autosave, core, onBack, openIssues, openPublish, panels, t],
  );
  useRegisteredCommands(registry, commands);
  useCommandShortcuts(registry);
  const commandList = useCommandList(registry);

  const { Outline, Inspector, SchemaForm } = panels;
  const canvas = (
    <Canvas
      t={t}
      document={document}
      viewport={viewport}
      hovered={hovered}
      chosen={chosen}
      {...(core ? { core } : { reloadKey: saveState.kind === 'saved' ? saveState.version : document.version })}
      {...(previewAt ? { previewAt } : {})}
    />
  );

  const screen = (
    <div className="ts-ed-editing" data-layout={core ? 'sections' : 'form'}>
      <Toolbar
        t={t}
        name={document.name}
        role={editor.role}
        onBack={onBack}
        history={core ? <HistoryButtons t={t} /> : undefined}
        viewport={viewport}
        onViewport={setViewport}
        saveState={saveState}
        onSaveNow={() => autosave.saveNow()}
        issueCount={issues.length}
        onIssues={openIssues}
        onVersions={() => setOpen('versions')}
        onPublish={openPublish}
        previewAt={previewAt}
        onPreviewAt={setPreviewAt}
        createShareLink={() => api.shareLink(document.id)}
        onPalette={() => setOpen('palette')}
        onSignOut={onSignOut}
      />
      <p role="status" className="ts-ed-notice">
        {notice}
      </p>
      <div className="ts-ed-columns">
        {core ? (
          <aside className="ts-ed-column ts-ed-column--outline" aria-label={t('editor.app.outline')}>
            <Outline t={t} onHover={setHovered} validateBlock={panels.validateBlock} onError={setNotice} />
          </aside>
        ) : null}
        {canvas}
        <aside className="ts-ed-column ts-ed-column--inspector" aria-label={t('editor.app.inspector')}>
          {core ? (
            <>
              <Inspector t={t} onChoose={(blockId, slot) => setChosen({ blockId, slot })} />
              <DocumentSettings t={t} form={form} SchemaForm={SchemaForm} others={others} />
            </>
          ) : (
            <SchemaForm schema={form.schema} {...(form.hints ? { hints: form.hints } : {})} value={data} onChange={changeData} t={t} />
          )}
        </aside>
      </div>
      {open === 'palette' ? <CommandPalette commands={commandList} t={t} onClose={() => setOpen(null)} /> : null}
      {open === 'issues' ? <IssuesDialog t={t} issues={issues} onSelect={selectBlock} onClose={() => setOpen(null)} /> : null}
      {open === 'publish' ? (
        <PublishDialog
          t={t}
          role={editor.role}
          version={saveState.version}
          issues={issues}
          saved={saveState.kind === 'saved'}
          onSelectIssue={selectBlock}
          onClose={() => setOpen(null)}
          onPublish={async (at) => {
            await api.publish(document.id, autosave.baseVersion(), at);
            setNotice(
              at
                ? t('editor.publish.scheduled', { date: new Date(at).toLocaleString() })
                : t('editor.publish.published', { version: autosave.baseVersion() }),
            );
          }}
        />
      ) : null}
      {open === 'versions' ? (
        <VersionsPanel
          t={t}
          role={editor.role}
          onClose={() => setOpen(null)}
          loadVersions={() => api.versions(document.id)}
          onRestore={async (version) => {
            await api.restore(document.id, version);
            autosave.discard(version);
            onReload();
          }}
        />
      ) : null}
      {saveState.kind === 'conflict' && saveState !== dismissed ? (
        <ConflictDialog
          t={t}
          onClose={() => setDismissed(saveState)}
          onReload={() => {
            void api.getDocument(document.id).then(
              (latest) => {
                autosave.discard(latest.version);
                onReload();
              },
              (failure: unknown) => setNotice(String(failure)),
            );
          }}
          onOverwrite={() => {
            void api.getDocument(document.id).then(
              (latest) => autosave.overwrite(latest.version),
              (failure: unknown) => setNotice(String(failure)),
            );
          }}
        />
      ) : null}
    </div>
  );
  return core ? <EditorCoreProvider core={core}>{screen}</EditorCoreProvider> : screen;
}
