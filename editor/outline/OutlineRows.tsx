import { useDraggable, useDroppable } from '@dnd-kit/core';
import { type CSSProperties, memo, useCallback, useMemo } from 'react';
import type { Translate } from '../../runtime/core';
import type { Block } from '../core';
import { CollapseIcon, ExpandIcon, MoreIcon, WarningIcon } from '../icons';
import { blockLabel } from '../palette/block-words';
import { blockName, blockSummary } from './block-names';
import type { Edge } from './places';

const indent = (level: number) => ({ '--ts-outline-level': level }) as CSSProperties;

/** Both ends of a block row: it is dragged and dropped on, under one key. */
function useBlockRowDnd(rowKey: string, blockId: string) {
  const data = useMemo(() => ({ kind: 'block' as const, blockId }), [blockId]);
  const { setNodeRef: setDrag, listeners, attributes } = useDraggable({ id: rowKey, data });
  const { setNodeRef: setDrop } = useDroppable({ id: rowKey });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setDrag(node);
      setDrop(node);
    },
    [setDrag, setDrop],
  );
  return { ref, listeners, describedBy: attributes['aria-describedby'] };
}

const lineClass = (line: Edge | null) => (line ? ` has-drop-line is-drop-${line}` : '');

interface BlockRowProps {
  readonly rowKey: string;
  readonly block: Block;
  readonly level: number;
  readonly posInSet: number;
  readonly setSize: number;
  /** Undefined for a block without child slots. */
  readonly expanded: boolean | undefined;
  readonly selected: boolean;
  readonly tabbable: boolean;
  readonly line: Edge | null;
  readonly lifted: boolean;
  readonly t: Translate;
  readonly validateBlock: (block: Block) => readonly string[];
}

/**
 * A block's row: a tree item with its type's name, its own words and its schema problems, draggable (pointer, or
 * Space from the keyboard). Memoized: it renders again only when its block, place or state changes (the core keeps
 * unchanged blocks' identity).
 */
export const BlockRowView = memo(function BlockRowView({
  rowKey,
  block,
  level,
  posInSet,
  setSize,
  expanded,
  selected,
  tabbable,
  line,
  lifted,
  t,
  validateBlock,
}: BlockRowProps) {
  const { ref, listeners, describedBy } = useBlockRowDnd(rowKey, block.id);
  const issues = useMemo(() => validateBlock(block), [block, validateBlock]);
  const summary = useMemo(() => blockSummary(block), [block]);
  const name = useMemo(() => blockName(t, block), [t, block]);
  return (
    <div
      ref={ref}
      role="treeitem"
      className={`ts-outline__row ts-outline__row--block${selected ? ' is-selected' : ''}${lifted ? ' is-lifted' : ''}${lineClass(line)}`}
      style={indent(level)}
      data-row-key={rowKey}
      data-block-id={block.id}
      aria-level={level}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-selected={selected}
      aria-expanded={expanded}
      aria-label={issues.length > 0 ? `${name}, ${t('editor.outline.issues', { count: issues.length })}` : name}
      aria-describedby={describedBy}
      tabIndex={tabbable ? 0 : -1}
      {...listeners}
    >
      {expanded === undefined ? (
        <span className="ts-outline__twisty" aria-hidden="true" />
      ) : (
        <span className="ts-outline__twisty" data-twisty aria-hidden="true">
          {expanded ? <CollapseIcon /> : <ExpandIcon />}
        </span>
      )}
      <span className="ts-outline__label" aria-hidden="true">
        <span className="ts-outline__type">{blockLabel(t, block.type)}</span>
        {summary ? <span className="ts-outline__summary">{summary}</span> : null}
        {issues.length > 0 ? (
          <span className="ts-outline__issues" title={issues.join('\n')}>
            <WarningIcon /> {issues.length}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className="ts-outline__menu-button"
        tabIndex={-1}
        data-row-menu
        aria-haspopup="menu"
        aria-label={t('editor.outline.actionsFor', { block: name })}
      >
        <MoreIcon />
      </button>
    </div>
  );
});

interface HeaderRowProps {
  readonly rowKey: string;
  readonly label: string;
  readonly count: number;
  readonly level: number;
  readonly posInSet: number;
  readonly setSize: number;
  readonly expanded: boolean;
  readonly tabbable: boolean;
  readonly line: Edge | null;
  readonly variant: 'section' | 'slot';
  readonly t: Translate;
}

/** A section's or a slot's row: a tree item that opens and closes, and where a drop lands at the list's start. */
export const HeaderRowView = memo(function HeaderRowView({
  rowKey,
  label,
  count,
  level,
  posInSet,
  setSize,
  expanded,
  tabbable,
  line,
  variant,
  t,
}: HeaderRowProps) {
  const { setNodeRef: ref } = useDroppable({ id: rowKey });
  const counted = t('editor.outline.blockCount', { count });
  return (
    <div
      ref={ref}
      role="treeitem"
      className={`ts-outline__row ts-outline__row--${variant}${lineClass(line)}`}
      style={indent(level)}
      data-row-key={rowKey}
      aria-level={level}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-expanded={expanded}
      aria-label={`${label}, ${counted}`}
      tabIndex={tabbable ? 0 : -1}
    >
      <span className="ts-outline__twisty" data-twisty aria-hidden="true">
        {expanded ? <CollapseIcon /> : <ExpandIcon />}
      </span>
      <span className="ts-outline__label" aria-hidden="true">
        <span className="ts-outline__heading">{label}</span>
        <span className="ts-outline__count">{counted}</span>
      </span>
    </div>
  );
});

/** The end of a list: the drop zone after its last block, and the visible target of an empty slot. */
export const EndRowView = memo(function EndRowView({
  rowKey,
  level,
  empty,
  line,
  t,
}: {
  rowKey: string;
  level: number;
  empty: boolean;
  line: Edge | null;
  t: Translate;
}) {
  const { setNodeRef: ref } = useDroppable({ id: rowKey });
  return (
    <div
      ref={ref}
      className={`ts-outline__end${empty ? ' is-empty' : ''}${lineClass(line)}`}
      style={indent(level)}
      data-row-key={rowKey}
      aria-hidden="true"
    >
      {empty ? t('editor.outline.emptyList') : null}
    </div>
  );
});
