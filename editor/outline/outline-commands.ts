import type { Translate } from '../../runtime/core';
import type { Command } from '../commands/command';
import {
  type Block,
  duplicateBlocks,
  type EditorCore,
  listAt,
  locate,
  moveBlocks,
  type PasteIssue,
  removeBlocks,
  sameParent,
  topLevel,
} from '../core';
import { ClipboardUnreadable, copiedText, type ClipboardPort, pasteFromText, systemClipboard } from '../clipboard';

export interface OutlineCommandDeps {
  readonly t: Translate;
  /** The registry's schema issues of one block (`'title: Required'`); none when it passes. Pastes are checked with it. */
  readonly validateBlock: (block: Block) => readonly string[];
  /** A failure to show the editor (the clipboard refused, nothing to paste). */
  readonly onError: (message: string) => void;
  /** A paste refused by the schemas, with each block's issues (else `onError` gets a one-line summary). */
  readonly onRefused?: (issues: readonly PasteIssue[]) => void;
  /** What went well, for a status line ("2 blocks copied."). */
  readonly onNotice?: (message: string) => void;
  readonly clipboard?: ClipboardPort;
}

/** The selection, when all of it sits in one list: that list and the selected indexes (ascending). */
function selectedRun(core: EditorCore) {
  const { document, selection } = core.getState();
  const found = topLevel(document, selection)
    .map((id) => locate(document, id))
    .filter((f) => f !== undefined);
  const first = found[0];
  if (!first || !found.every((f) => sameParent(f.place.parent, first.place.parent))) return undefined;
  const indexes = found.map((f) => f.place.index).sort((a, b) => a - b);
  return {
    parent: first.place.parent,
    ids: found.map((f) => f.block.id),
    low: indexes[0] ?? 0,
    high: indexes.at(-1) ?? 0,
    length: listAt(document, first.place.parent).length,
  };
}

/**
 * Applies clipboard text as a paste after the selection: the change is one undo step; a refusal lists the issues.
 */
export function pasteText(core: EditorCore, text: string, deps: OutlineCommandDeps): void {
  const { document, selection } = core.getState();
  const outcome = pasteFromText(document, selection, text, deps.validateBlock);
  if (outcome.ok) {
    core.run(outcome.change);
    deps.onNotice?.(deps.t('editor.clipboard.pasted', { count: outcome.count }));
  } else if (outcome.reason === 'refused') {
    if (deps.onRefused) deps.onRefused(outcome.issues);
    else
      deps.onError(
        `${deps.t('editor.outline.pasteRefused', { count: outcome.issues.length })} ${outcome.issues
          .map((issue) => deps.t('editor.outline.pasteIssueShort', { type: issue.type, message: issue.message }))
          .join(deps.t('editor.outline.pasteIssueSeparator'))}`,
      );
  } else {
    deps.onError(deps.t(outcome.reason === 'no-place' ? 'editor.palette.noPlace' : 'editor.clipboard.notBlocks'));
  }
}

/**
 * The outline's commands for the command registry, the row menus and the outline's own shortcuts: copy, cut and
 * paste (blocks as JSON on the system clipboard), duplicate, delete, select all in the list or none, move up and
 * down. Each runs one action on the core: one undo step.
 */
export function outlineCommands(core: EditorCore, deps: OutlineCommandDeps): Command[] {
  const clipboard = deps.clipboard ?? systemClipboard;
  const { t } = deps;
  const hasSelection = () => core.getState().selection.length > 0;
  const selected = () => topLevel(core.getState().document, core.getState().selection);

  const copy = async (then?: (ids: string[]) => void) => {
    const { document } = core.getState();
    const ids = selected();
    const copied = copiedText(document, ids);
    if (!copied) return;
    try {
      await clipboard.writeText(copied.text);
    } catch {
      deps.onError(t('editor.clipboard.unwritable'));
      return;
    }
    if (then) then(ids);
    else deps.onNotice?.(t('editor.clipboard.copied', { count: copied.count }));
  };

  const move = (direction: -1 | 1) => {
    const run = selectedRun(core);
    if (!run) return;
    const index = direction < 0 ? run.low - 1 : run.high + 2;
    core.run(moveBlocks(core.getState().document, run.ids, { parent: run.parent, index }));
  };

  return [
    {
      id: 'block.copy',
      label: 'editor.command.copy',
      group: 'block',
      shortcuts: ['Mod+C'],
      enabled: hasSelection,
      run: () => void copy(),
    },
    {
      id: 'block.cut',
      label: 'editor.command.cut',
      group: 'block',
      shortcuts: ['Mod+X'],
      enabled: hasSelection,
      run: () =>
        void copy((ids) => {
          core.run(removeBlocks(core.getState().document, ids));
          deps.onNotice?.(t('editor.clipboard.cut', { count: ids.length }));
        }),
    },
    {
      id: 'block.paste',
      label: 'editor.command.paste',
      group: 'block',
      shortcuts: ['Mod+V'],
      enabled: () => core.getState().document.sections.length > 0,
      run: () =>
        void clipboard.readText().then(
          (text) => pasteText(core, text, deps),
          (error: unknown) => deps.onError(t(error instanceof ClipboardUnreadable ? 'editor.clipboard.unreadable' : 'editor.clipboard.notBlocks')),
        ),
    },
    {
      id: 'block.duplicate',
      label: 'editor.command.duplicate',
      group: 'block',
      shortcuts: ['Mod+D'],
      enabled: hasSelection,
      run: () => core.run(duplicateBlocks(core.getState().document, selected())),
    },
    {
      id: 'block.delete',
      label: 'editor.command.delete',
      group: 'block',
      shortcuts: ['Delete', 'Backspace'],
      enabled: hasSelection,
      run: () => core.run(removeBlocks(core.getState().document, selected())),
    },
    {
      id: 'block.selectAll',
      label: 'editor.command.selectAll',
      group: 'block',
      shortcuts: ['Mod+A'],
      enabled: () => core.getState().document.sections.length > 0,
      run: () => {
        const { document, selection } = core.getState();
        const anchor = selection[0] === undefined ? undefined : locate(document, selection[0]);
        const lists = anchor ? [listAt(document, anchor.place.parent)] : document.sections.map((section) => section.items);
        core.select(lists.flat().map((block) => block.id));
      },
    },
    {
      id: 'block.selectNone',
      label: 'editor.command.selectNone',
      group: 'block',
      shortcuts: ['Escape'],
      enabled: hasSelection,
      run: () => core.select([]),
    },
    {
      id: 'block.moveUp',
      label: 'editor.command.moveUp',
      group: 'block',
      shortcuts: ['Alt+ArrowUp'],
      enabled: () => (selectedRun(core)?.low ?? 0) > 0,
      run: () => move(-1),
    },
    {
      id: 'block.moveDown',
      label: 'editor.command.moveDown',
      group: 'block',
      shortcuts: ['Alt+ArrowDown'],
      enabled: () => {
        const run = selectedRun(core);
        return run !== undefined && run.high < run.length - 1;
      },
      run: () => move(1),
    },
  ];
}
