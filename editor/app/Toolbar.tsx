import type { ReactNode } from 'react';
import type { Translate } from '../../runtime/core';
import type { EditorRole, ShareLink } from '../api';
import { PreviewAtControl, ViewportSwitcher } from '../canvas';
import { ariaShortcut, formatShortcut, type Viewport } from '../commands';
import { SaveStatus, ShareLinkButton, type SaveState } from '../saving';
import { LanguagePicker } from './LanguagePicker';

export interface ToolbarProps {
  readonly t: Translate;
  readonly name: string;
  readonly role: EditorRole;
  readonly onBack: () => void;
  /** Undo and redo (documents with sections). */
  readonly history?: ReactNode;
  readonly viewport: Viewport;
  readonly onViewport: (viewport: Viewport) => void;
  readonly saveState: SaveState;
  readonly onSaveNow: () => void;
  /** Blocks failing their schemas (the browser's check). */
  readonly issueCount: number;
  readonly onIssues: () => void;
  readonly onVersions: () => void;
  readonly onPublish: () => void;
  readonly previewAt: string | undefined;
  readonly onPreviewAt: (previewAt: string | undefined) => void;
  readonly createShareLink: () => Promise<ShareLink>;
  readonly onPalette: () => void;
  readonly onSignOut: () => void;
}

/**
 * The editing screen's toolbar: back to the documents, undo and redo, the viewport, the save state, the errors
 * list, versions, publish or schedule, "preview at", a share link, the command palette, the language, sign-out.
 */
export function Toolbar(props: ToolbarProps) {
  const { t } = props;
  return (
    <header className="ts-ed-toolbar" aria-label={t('editor.canvas.toolbar')}>
      <div className="ts-ed-toolbar__row">
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={props.onBack}>
          {t('editor.app.backToDocuments')}
        </button>
        <h1 className="ts-ed-toolbar__title">{props.name}</h1>
        {props.history}
        <ViewportSwitcher t={t} viewport={props.viewport} onChange={props.onViewport} />
        <SaveStatus t={t} state={props.saveState} onRetry={props.onSaveNow} />
        <span className="ts-ed-toolbar__spacer" />
        <button type="button" className="ts-ed-button" onClick={props.onIssues} data-count={props.issueCount}>
          {t('editor.save.issuesButton', { count: props.issueCount })}
        </button>
        <button type="button" className="ts-ed-button" onClick={props.onVersions}>
          {t('editor.versions.button')}
        </button>
        <button type="button" className="ts-ed-button ts-ed-button--primary" onClick={props.onPublish}>
          {props.role === 'publisher' ? t('editor.publish.button') : t('editor.publish.buttonEditor')}
        </button>
      </div>
      <div className="ts-ed-toolbar__row ts-ed-toolbar__row--secondary">
        <PreviewAtControl t={t} previewAt={props.previewAt} onChange={props.onPreviewAt} />
        <ShareLinkButton t={t} createLink={props.createShareLink} />
        <span className="ts-ed-toolbar__spacer" />
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={props.onPalette} aria-keyshortcuts={ariaShortcut('Mod+K')}>
          {t('editor.commands.palette')} <kbd className="ts-ed-palette__kbd">{formatShortcut('Mod+K')}</kbd>
        </button>
        <LanguagePicker />
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={props.onSignOut}>
          {t('editor.app.signOut')}
        </button>
      </div>
    </header>
  );
}
