import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { Translate } from '../../runtime/core';
import type { Block, EditorDocument, Selection } from '../core';
import { sectionName, slotName } from './block-names';
import { type OutlineRow } from './outline-rows';
import { BlockRowView, EndRowView, HeaderRowView } from './OutlineRows';
import type { DropLine } from './use-outline-dnd';

export type SelectMode = 'only' | 'toggle' | 'range';

export interface OutlineTreeProps {
  readonly treeRef: RefObject<HTMLDivElement | null>;
  readonly label: string;
  readonly rows: readonly OutlineRow[];
  readonly document: EditorDocument;
  readonly selection: Selection;
  /** The row in the tab order (roving focus). */
  readonly focusKey: string | undefined;
  readonly line: DropLine | null;
  readonly lifted: ReadonlySet<string>;
  readonly t: Translate;
  readonly validateBlock: (block: Block) => readonly string[];
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly onClick: (event: MouseEvent<HTMLDivElement>) => void;
  readonly onContextMenu: (event: MouseEvent<HTMLDivElement>) => void;
  readonly onPointerOver: (event: MouseEvent<HTMLDivElement>) => void;
  readonly onPointerLeave: () => void;
  readonly onFocus: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The outline's tree: one flat list of rows with tree semantics (aria-level, aria-posinset, aria-setsize,
 * aria-expanded), multi-selectable. Keys, clicks and hovers are handled once here, for every row.
 */
export function OutlineTree({ treeRef, label, rows, document, selection, focusKey, line, lifted, t, validateBlock, ...handlers }: OutlineTreeProps) {
  const selected = new Set(selection);
  const lineAt = (key: string) => (line?.rowKey === key ? line.edge : null);
  return (
    <div
      ref={treeRef}
      role="tree"
      aria-label={label}
      aria-multiselectable="true"
      className="ts-outline__tree"
      onKeyDown={handlers.onKeyDown}
      onClick={handlers.onClick}
      onContextMenu={handlers.onContextMenu}
      onMouseOver={handlers.onPointerOver}
      onMouseLeave={handlers.onPointerLeave}
      onFocus={handlers.onFocus}
    >
      {rows.map((row) => {
        switch (row.kind) {
          case 'section':
            return (
              <HeaderRowView
                key={row.key}
                rowKey={row.key}
                variant="section"
                label={t('editor.outline.section', { name: sectionName(document, row.section) })}
                count={row.count}
                level={row.level}
                posInSet={row.posInSet}
                setSize={row.setSize}
                expanded={row.expanded}
                tabbable={row.key === focusKey}
                line={lineAt(row.key)}
                t={t}
              />
            );
          case 'slot':
            return (
              <HeaderRowView
                key={row.key}
                rowKey={row.key}
                variant="slot"
                label={slotName(t, row.owner, row.parent.slot)}
                count={row.count}
                level={row.level}
                posInSet={row.posInSet}
                setSize={row.setSize}
                expanded={row.expanded}
                tabbable={row.key === focusKey}
                line={lineAt(row.key)}
                t={t}
              />
            );
          case 'end':
            return <EndRowView key={row.key} rowKey={row.key} level={row.level} empty={row.length === 0} line={lineAt(row.key)} t={t} />;
          case 'block':
            return (
              <BlockRowView
                key={row.key}
                rowKey={row.key}
                block={row.block}
                level={row.level}
                posInSet={row.posInSet}
                setSize={row.setSize}
                expanded={row.expanded}
                selected={selected.has(row.block.id)}
                tabbable={row.key === focusKey}
                line={lineAt(row.key)}
                lifted={lifted.has(row.block.id)}
                t={t}
                validateBlock={validateBlock}
              />
            );
        }
      })}
    </div>
  );
}
