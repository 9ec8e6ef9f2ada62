import { slotsOf } from '../../runtime/core';
import { type Block, type EditorDocument, isBlock, type Parent, type Place, slotPaths, valueAt } from '../core';

/** A list's stable name: `s:0` for a section's items, `b:{blockId}:{slot}` for a block's child slot. */
export const listKey = (parent: Parent): string => ('section' in parent ? `s:${parent.section}` : `b:${parent.block}:${parent.slot}`);

interface RowBase {
  /** Unique among the rows: the tree's roving focus, the drag and drop ids and `data-row-key` use it. */
  readonly key: string;
  /** The row this one sits under (ArrowLeft goes there); none for sections. */
  readonly parentKey: string | null;
  /** aria-level: sections 1, their blocks 2, deeper for containers. */
  readonly level: number;
}

/** A section: its name and how many blocks it holds. */
export interface SectionRow extends RowBase {
  readonly kind: 'section';
  readonly section: number;
  readonly name: string;
  readonly count: number;
  readonly posInSet: number;
  readonly setSize: number;
  readonly expanded: boolean;
}

/** A block, where it is, and its child slots when it is a container (`expanded` is undefined for other blocks). */
export interface BlockRow extends RowBase {
  readonly kind: 'block';
  readonly block: Block;
  readonly place: Place;
  readonly posInSet: number;
  readonly setSize: number;
  readonly slots: readonly string[];
  readonly expanded: boolean | undefined;
}

/** One child slot of a container with several (an experience's baselines, each variant's targets). */
export interface SlotRow extends RowBase {
  readonly kind: 'slot';
  readonly parent: { readonly block: string; readonly slot: string };
  readonly owner: Block;
  readonly count: number;
  readonly posInSet: number;
  readonly setSize: number;
  readonly expanded: boolean;
}

/** The end of a list: where a block lands "at the end", and the drop zone of an empty slot. Not a tree item. */
export interface EndRow extends RowBase {
  readonly kind: 'end';
  readonly parent: Parent;
  readonly length: number;
}

export type OutlineRow = SectionRow | BlockRow | SlotRow | EndRow;

/** The blocks of a slot path of a block (an empty list when the slot is not filled yet). */
export function slotBlocks(block: Block, slot: string): readonly Block[] {
  const value = valueAt(block, slot);
  return Array.isArray(value) ? value.filter(isBlock) : [];
}

/**
 * The outline as rows in reading order: each section, its blocks, each container's slots and children (a
 * container with one slot shows its children right under it), and an end row closing every list. Collapsed rows
 * (by key) hide what they hold. Blocks keep their identity from the document, so a row's block changes only when
 * the block does.
 */
export function outlineRows(
  document: EditorDocument,
  collapsed: ReadonlySet<string>,
  slotsOfType: (type: string) => readonly string[] = slotsOf,
): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const list = (blocks: readonly Block[], parent: Parent, level: number, parentKey: string) => {
    blocks.forEach((block, index) => {
      const key = `block:${block.id}`;
      const slots = slotPaths(block, slotsOfType(block.type));
      const expanded = slots.length > 0 ? !collapsed.has(key) : undefined;
      rows.push({
        kind: 'block',
        key,
        parentKey,
        level,
        block,
        place: { parent, index },
        posInSet: index + 1,
        setSize: blocks.length,
        slots,
        expanded,
      });
      if (!expanded) return;
      const [only] = slots;
      if (slots.length === 1 && only !== undefined) {
        list(slotBlocks(block, only), { block: block.id, slot: only }, level + 1, key);
        return;
      }
      slots.forEach((slot, i) => {
        const slotKey = `slot:${block.id}:${slot}`;
        const children = slotBlocks(block, slot);
        const open = !collapsed.has(slotKey);
        const parent = { block: block.id, slot };
        rows.push({
          kind: 'slot',
          key: slotKey,
          parentKey: key,
          level: level + 1,
          parent,
          owner: block,
          count: children.length,
          posInSet: i + 1,
          setSize: slots.length,
          expanded: open,
        });
        if (open) list(children, parent, level + 2, slotKey);
      });
    });
    rows.push({ kind: 'end', key: `end:${listKey(parent)}`, parentKey, level, parent, length: blocks.length });
  };
  document.sections.forEach((section, index) => {
    const key = `section:${index}`;
    const expanded = !collapsed.has(key);
    rows.push({
      kind: 'section',
      key,
      parentKey: null,
      level: 1,
      section: index,
      name: section.name,
      count: section.items.length,
      posInSet: index + 1,
      setSize: document.sections.length,
      expanded,
    });
    if (expanded) list(section.items, { section: index }, 2, key);
  });
  return rows;
}

/** The row keys that must be open for a block's row to show (its sections, containers and slots). */
export function ancestorKeys(document: EditorDocument, blockId: string, slotsOfType: (type: string) => readonly string[] = slotsOf): string[] {
  // Walk the whole document (collapsed rows are not in `rows`): the chain of lists down to the block.
  const keys: string[] = [];
  const inList = (blocks: readonly Block[], chain: readonly string[]): boolean => {
    for (const block of blocks) {
      if (block.id === blockId) {
        keys.push(...chain);
        return true;
      }
      const slots = slotPaths(block, slotsOfType(block.type));
      for (const slot of slots) {
        const through = slots.length === 1 ? [`block:${block.id}`] : [`block:${block.id}`, `slot:${block.id}:${slot}`];
        if (inList(slotBlocks(block, slot), [...chain, ...through])) return true;
      }
    }
    return false;
  };
  document.sections.some((section, index) => inList(section.items, [`section:${index}`]));
  return keys;
}
