import './outline.css';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type Block, insertBlock, type PasteIssue, placeAfterSelection, range, removeBlocks, toggle, topLevel } from '../core';
import { useEditorCore, useEditorState } from '../react/editor-context';
import { type ClipboardPort, copiedText, rememberCopied } from '../clipboard';
import { matchesShortcut } from '../commands/shortcut';
import { blockLabel } from '../palette/block-words';
import { Palette } from '../palette/Palette';
import { defaultsOf } from '../palette/palette-entries';
import { blockName, listPhrase } from './block-names';
import { type OutlineCommandDeps, outlineCommands, pasteText } from './outline-commands';
import { ancestorKeys, type OutlineRow, outlineRows } from './outline-rows';
import { OutlineTree, type SelectMode } from './OutlineTree';
import { RowMenu } from './RowMenu';
import { useOutlineDnd } from './use-outline-dnd';

export interface OutlinePanelProps {
  readonly t: Translate;
  /** The block under the pointer in the outline (the canvas outlines it), or null when it leaves. */
  readonly onHover: (blockId: string | null) => void;
  /** The registry's schema issues of one block (`'title: Required'`): rows show them, pastes are refused on them. */
  readonly validateBlock: (block: Block) => readonly string[];
  /** A failure for the editor to show (clipboard refused, nowhere to insert). */
  readonly onError: (message: string) => void;
  /** The system clipboard unless given (stories and tests pass their own). */
  readonly clipboard?: ClipboardPort;
}

/** Copy, cut and paste by keyboard go through the browser's clipboard events (no permission needed, any tab). */
const NATIVE_CLIPBOARD = new Set(['block.copy', 'block.cut', 'block.paste']);

const rowElement = (tree: HTMLElement | null, key: string) => tree?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(key)}"]`) ?? null;

/**
 * The editor's left column: the palette of every block and the outline of the document's sections and blocks,
 * containers included. Blocks are selected (click, Shift for a range, Ctrl/Cmd to add), moved and added by drag
 * and drop with the pointer or the keyboard alone, copied and pasted as JSON through the system clipboard, and
 * acted on from each row's menu. Every change is one action on the editor core (one undo step).
 */
export function OutlinePanel({ t, onHover, validateBlock, onError, clipboard }: OutlinePanelProps) {
  const core = useEditorCore();
  const doc = useEditorState((state) => state.document);
  const selection = useEditorState((state) => state.selection);
  const id = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => outlineRows(doc, collapsed), [doc, collapsed]);
  const byKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const navigable = useMemo<readonly OutlineRow[]>(() => rows.filter((row) => row.kind !== 'end'), [rows]);
  const [focusKey, setFocusKey] = useState<string>();
  const [menu, setMenu] = useState<{ rowKey: string; block: Block; x: number; y: number } | null>(null);
  const [refused, setRefused] = useState<readonly PasteIssue[] | null>(null);
  const [notice, setNotice] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);
  const [lastFocusIndex, setLastFocusIndex] = useState(0);
  const hovered = useRef<string | null>(null);
  const dnd = useOutlineDnd({ core, rows, t, onError });

  const deps = useMemo<OutlineCommandDeps>(
    () => ({
      t,
      validateBlock,
      onError,
      clipboard,
      onRefused: setRefused,
      onNotice: (message) => {
        setNotice(message);
        setRefused(null);
      },
    }),
    [t, validateBlock, onError, clipboard],
  );
  const commands = useMemo(() => outlineCommands(core, deps), [core, deps]);

  // The row in the tab order: the one last focused, else the selection's, else the one where the focus was.
  const anchorKey = selection[0] === undefined ? undefined : `block:${selection[0]}`;
  const tabbable =
    focusKey !== undefined && byKey.get(focusKey)?.kind !== undefined && byKey.get(focusKey)?.kind !== 'end'
      ? focusKey
      : anchorKey !== undefined && byKey.has(anchorKey)
        ? anchorKey
        : navigable[Math.min(lastFocusIndex, navigable.length - 1)]?.key;

  const focusRow = (key: string) => {
    setFocusKey(key);
    pendingFocus.current = true;
  };
  // After a keyboard action the focused row may have moved or gone: focus the row in the tab order again.
  useEffect(() => {
    if (!pendingFocus.current || tabbable === undefined) return;
    pendingFocus.current = false;
    const element = rowElement(treeRef.current, tabbable);
    if (element && globalThis.document.activeElement !== element) element.focus();
  });

  // A block selected elsewhere (the canvas, a paste, undo) shows: its containers open, its row in the tab order and
  // scrolled to. (State adjusted while rendering, when the selection's first block changes.)
  const anchor = selection[0];
  const [shownAnchor, setShownAnchor] = useState<string>();
  if (anchor !== shownAnchor) {
    setShownAnchor(anchor);
    if (anchor !== undefined) {
      const closed = ancestorKeys(doc, anchor).filter((key) => collapsed.has(key));
      if (closed.length > 0) setCollapsed(new Set([...collapsed].filter((key) => !closed.includes(key))));
      setFocusKey(`block:${anchor}`);
    }
  }
  useEffect(() => {
    if (anchor !== undefined) rowElement(treeRef.current, `block:${anchor}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [anchor]);

  // A keyboard drag puts the row back where the focus was; React moved its element, which loses the focus.
  const wasKeyboardDrag = useRef(false);
  useEffect(() => {
    if (dnd.view?.keyboard) wasKeyboardDrag.current = true;
    else if (!dnd.view && wasKeyboardDrag.current) {
      wasKeyboardDrag.current = false;
      if (treeRef.current?.contains(globalThis.document.activeElement) || globalThis.document.activeElement === globalThis.document.body)
        pendingFocus.current = true;
    }
  }, [dnd.view]);

  const select = (blockId: string, mode: SelectMode) => {
    const current = core.getState().selection;
    core.select(mode === 'toggle' ? toggle(current, blockId) : mode === 'range' ? range(core.getState().document, current, blockId) : [blockId]);
  };
  const toggleOpen = (key: string) =>
    setCollapsed((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const openMenu = (row: OutlineRow, x: number, y: number) => {
    if (row.kind !== 'block') return;
    if (!core.getState().selection.includes(row.block.id)) core.select([row.block.id]);
    setFocusKey(row.key);
    setMenu({ rowKey: row.key, block: row.block, x, y: Math.min(y, globalThis.innerHeight - 340) });
  };
  const closeMenu = useCallback(() => {
    setMenu(null);
    pendingFocus.current = true;
  }, []);

  const rowOf = (target: EventTarget) => {
    const element = (target as HTMLElement).closest<HTMLElement>('[data-row-key]');
    const row = element?.dataset.rowKey === undefined ? undefined : byKey.get(element.dataset.rowKey);
    return row && element ? { row, element } : undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (dnd.dragging() || event.defaultPrevented) return;
    const found = rowOf(event.target);
    if (!found) return;
    const { row, element } = found;
    const command = commands.find((candidate) => candidate.shortcuts?.some((shortcut) => matchesShortcut(event, shortcut)));
    if (command) {
      event.stopPropagation();
      if (NATIVE_CLIPBOARD.has(command.id)) return;
      event.preventDefault();
      if (command.enabled()) {
        pendingFocus.current = true;
        command.run();
      }
      return;
    }
    const index = navigable.indexOf(row);
    const go = (to: number) => {
      const next = navigable[Math.min(navigable.length - 1, Math.max(0, to))];
      if (next) focusRow(next.key);
    };
    const rect = element.getBoundingClientRect();
    switch (event.key) {
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(navigable.length - 1);
        break;
      case 'ArrowRight':
        if (row.kind === 'end' || row.expanded === undefined) return;
        if (row.expanded) go(index + 1);
        else toggleOpen(row.key);
        break;
      case 'ArrowLeft':
        if (row.kind !== 'end' && row.expanded) toggleOpen(row.key);
        else if (row.parentKey) focusRow(row.parentKey);
        break;
      case 'Enter':
      case ' ':
        if (row.kind === 'block') select(row.block.id, event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only');
        else toggleOpen(row.key);
        break;
      case 'ContextMenu':
        openMenu(row, rect.left + 24, rect.bottom);
        break;
      case 'F10':
        if (!event.shiftKey) return;
        openMenu(row, rect.left + 24, rect.bottom);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const found = rowOf(event.target);
    if (!found) return;
    const { row } = found;
    const target = event.target as HTMLElement;
    setFocusKey(row.key);
    const button = target.closest('[data-row-menu]');
    if (button) {
      const rect = button.getBoundingClientRect();
      openMenu(row, rect.left, rect.bottom);
    } else if (target.closest('[data-twisty]')) toggleOpen(row.key);
    else if (row.kind === 'block') select(row.block.id, event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only');
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const found = rowOf(event.target);
    if (found?.row.kind !== 'block') return;
    event.preventDefault();
    openMenu(found.row, event.clientX, event.clientY);
  };

  const onPointerOver = (event: MouseEvent<HTMLDivElement>) => {
    const found = rowOf(event.target);
    const blockId = found?.row.kind === 'block' ? found.row.block.id : null;
    if (blockId === hovered.current) return;
    hovered.current = blockId;
    onHover(blockId);
  };
  const onPointerLeave = () => {
    if (hovered.current === null) return;
    hovered.current = null;
    onHover(null);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const found = rowOf(event.target);
    if (!found) return;
    setLastFocusIndex(Math.max(0, navigable.indexOf(found.row)));
    if (found.row.key !== focusKey) setFocusKey(found.row.key);
  };

  // Ctrl/Cmd+C, X and V in the outline: the browser's clipboard events, readable and writable without permission.
  useEffect(() => {
    const inTree = () => treeRef.current?.contains(globalThis.document.activeElement) ?? false;
    const copy = (event: ClipboardEvent, cut: boolean) => {
      if (!inTree() || !event.clipboardData) return;
      const { document, selection: selected } = core.getState();
      const copied = copiedText(document, selected);
      if (!copied) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', copied.text);
      rememberCopied(copied.text);
      if (cut) {
        pendingFocus.current = true;
        core.run(removeBlocks(document, topLevel(document, selected)));
      }
      deps.onNotice?.(t(cut ? 'editor.clipboard.cut' : 'editor.clipboard.copied', { count: copied.count }));
    };
    const onCopy = (event: ClipboardEvent) => copy(event, false);
    const onCut = (event: ClipboardEvent) => copy(event, true);
    const onPaste = (event: ClipboardEvent) => {
      if (!inTree()) return;
      event.preventDefault();
      pendingFocus.current = true;
      pasteText(core, event.clipboardData?.getData('text/plain') ?? '', deps);
    };
    const target = globalThis.document;
    target.addEventListener('copy', onCopy);
    target.addEventListener('cut', onCut);
    target.addEventListener('paste', onPaste);
    return () => {
      target.removeEventListener('copy', onCopy);
      target.removeEventListener('cut', onCut);
      target.removeEventListener('paste', onPaste);
    };
  }, [core, deps, t]);

  const insert = (type: string) => {
    const { document, selection: selected } = core.getState();
    const place = placeAfterSelection(document, selected);
    const defaults = defaultsOf(type);
    if (!place || !defaults) {
      onError(t('editor.palette.noPlace'));
      return;
    }
    core.run(insertBlock(document, defaults, place));
    deps.onNotice?.(t('editor.palette.added', { what: blockLabel(t, type), list: listPhrase(t, document, place.parent) }));
  };

  return (
    <div className={`ts-outline-panel${dnd.view ? ' is-dragging' : ''}`}>
      <DndContext {...dnd.context}>
        <Palette t={t} onInsert={insert} dragging={dnd.dragging} />
        <section className="ts-outline" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="ts-outline__title">
            {t('editor.outline.title')}
          </h2>
          {doc.sections.length === 0 ? (
            <p className="ts-outline__none">{t('editor.outline.noSections')}</p>
          ) : (
            <OutlineTree
              treeRef={treeRef}
              label={t('editor.outline.title')}
              rows={rows}
              document={doc}
              selection={selection}
              focusKey={tabbable}
              line={dnd.line}
              lifted={dnd.view?.moving ?? NOTHING}
              t={t}
              validateBlock={validateBlock}
              onKeyDown={onKeyDown}
              onClick={onClick}
              onContextMenu={onContextMenu}
              onPointerOver={onPointerOver}
              onPointerLeave={onPointerLeave}
              onFocus={onFocus}
            />
          )}
          <p role="status" className="ts-outline__notice">
            {notice}
          </p>
          {refused ? (
            <div role="alert" className="ts-outline__refused">
              <p>{t('editor.outline.pasteRefused', { count: refused.length })}</p>
              <ul>
                {refused.map((issue, i) => (
                  <li key={i}>
                    {t('editor.outline.pasteIssue', { index: issue.index + 1, block: blockLabel(t, issue.type), message: issue.message })}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={() => setRefused(null)}>
                {t('editor.outline.dismiss')}
              </button>
            </div>
          ) : null}
          {menu ? (
            <RowMenu
              label={t('editor.outline.actionsFor', { block: blockName(t, menu.block) })}
              commands={commands}
              at={menu}
              t={t}
              onClose={closeMenu}
            />
          ) : null}
        </section>
        <DragOverlay dropAnimation={null}>
          {dnd.view && !dnd.view.keyboard ? <div className="ts-outline__overlay">{dnd.view.what}</div> : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

const NOTHING: ReadonlySet<string> = new Set();
