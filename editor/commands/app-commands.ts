import type { EditorCore } from '../core';
import type { Command } from './command';

export type Viewport = 'sm' | 'md' | 'lg';

/** What the editing screen's own commands act on. */
export interface AppCommandDeps {
  /** The open document's core (none for documents without sections: no undo there). */
  readonly core?: EditorCore;
  readonly saveNow: () => void;
  readonly canSave: () => boolean;
  readonly openPalette: () => void;
  readonly setViewport: (viewport: Viewport) => void;
  readonly openPublish: () => void;
  readonly openVersions: () => void;
  readonly openIssues: () => void;
  readonly goToDocuments: () => void;
}

const always = () => true;

/**
 * The editing screen's commands: undo and redo over the whole session, save now, the command palette, the
 * viewport, publishing, versions, the error list, and back to the documents.
 */
export function appCommands(deps: AppCommandDeps): Command[] {
  const { core } = deps;
  const history: Command[] = core
    ? [
        {
          id: 'history.undo',
          label: 'editor.commands.undo',
          group: 'history',
          shortcuts: ['Mod+Z'],
          enabled: () => core.getState().history.past.length > 0,
          run: () => void core.undo(),
        },
        {
          id: 'history.redo',
          label: 'editor.commands.redo',
          group: 'history',
          shortcuts: ['Mod+Shift+Z', 'Mod+Y'],
          enabled: () => core.getState().history.future.length > 0,
          run: () => void core.redo(),
        },
      ]
    : [];
  return [
    ...history,
    { id: 'document.save', label: 'editor.commands.save', group: 'document', shortcuts: ['Mod+S'], enabled: deps.canSave, run: deps.saveNow },
    { id: 'document.publish', label: 'editor.commands.publish', group: 'document', enabled: always, run: deps.openPublish },
    { id: 'document.versions', label: 'editor.commands.versions', group: 'document', enabled: always, run: deps.openVersions },
    { id: 'document.issues', label: 'editor.commands.issues', group: 'document', enabled: always, run: deps.openIssues },
    { id: 'view.palette', label: 'editor.commands.palette', group: 'view', shortcuts: ['Mod+K'], enabled: always, run: deps.openPalette },
    { id: 'view.small', label: 'editor.commands.viewportSmall', group: 'view', enabled: always, run: () => deps.setViewport('sm') },
    { id: 'view.medium', label: 'editor.commands.viewportMedium', group: 'view', enabled: always, run: () => deps.setViewport('md') },
    { id: 'view.large', label: 'editor.commands.viewportLarge', group: 'view', enabled: always, run: () => deps.setViewport('lg') },
    { id: 'navigate.documents', label: 'editor.commands.documents', group: 'navigate', enabled: always, run: deps.goToDocuments },
  ];
}
