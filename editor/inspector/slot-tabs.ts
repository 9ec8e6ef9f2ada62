import { z } from 'zod';
import type { Block } from '../core';
import type { Translate } from '../../runtime/core';
import { emptyValue } from './empty-value';
import { humanize } from './humanize';
import { itemSummary } from './fields/item-summary';
import type { InspectedDefinition } from './registry';
import { type Schema, unwrap } from './zod-introspection';

/**
 * One tab of a container that chooses between lists of blocks (an experience's baselines and variants, a
 * segmentation's segments): a plain slot (`baselines`) or one entry of a list whose entries each hold a slot
 * (`variants.1`, holding `variants.1.targets`).
 */
export interface SlotTab {
  readonly key: string;
  readonly label: string;
  /** The concrete child slot path the canvas shows when this tab is chosen (`baselines`, `variants.1.targets`). */
  readonly slot: string;
  /** How many blocks the slot holds. */
  readonly blocks: number;
  /** For an entry: its path (`variants.1`), its schema and the name of its slot field (`targets`). */
  readonly entry?: { readonly path: string; readonly schema: z.ZodObject; readonly field: string; readonly root: string; readonly index: number };
}

/** A list whose entries each hold a slot: `variants` of `variants.targets`. */
export interface EntryList {
  readonly root: string;
  readonly label: string;
  readonly field: string;
  readonly schema: z.ZodObject;
}

const objectAt = (schema: Schema, name: string): Schema | undefined => {
  const object = unwrap(schema).schema;
  return object instanceof z.ZodObject ? (object.shape as Record<string, Schema>)[name] : undefined;
};

/** The entry lists of a block type (`variants.targets` → `variants`), none for a container of plain slots only. */
export function entryLists(definition: InspectedDefinition): EntryList[] {
  return definition.childSlots.flatMap((slot) => {
    const [root, field, ...deeper] = slot.split('.');
    if (!root || !field || deeper.length > 0) return [];
    const list = objectAt(definition.schema, root);
    const array = list ? unwrap(list).schema : undefined;
    const element = array instanceof z.ZodArray ? unwrap(array.element as Schema).schema : undefined;
    if (!(element instanceof z.ZodObject)) return [];
    return [{ root, field, schema: element, label: definition.fields[root]?.label ?? humanize(root) }];
  });
}

/** The tabs of a container block whose slots are chosen between (one with entry lists), in its slots' order. */
export function slotTabs(block: Block, definition: InspectedDefinition, t: Translate): SlotTab[] {
  const lists = entryLists(definition);
  if (lists.length === 0) return [];
  return definition.childSlots.flatMap((slot): SlotTab[] => {
    const list = lists.find((l) => slot === `${l.root}.${l.field}`);
    if (!list) {
      const blocks = block[slot];
      const label = slot === 'baselines' ? t('editor.inspector.slots.baseline') : (definition.fields[slot]?.label ?? humanize(slot));
      return [{ key: slot, label, slot, blocks: Array.isArray(blocks) ? blocks.length : 0 }];
    }
    const entries = Array.isArray(block[list.root]) ? (block[list.root] as unknown[]) : [];
    return entries.map((entry, index) => {
      const blocks = (entry as Record<string, unknown> | null)?.[list.field];
      return {
        key: `${list.root}.${index}`,
        label: itemSummary(entry) ?? `${list.label} ${index + 1}`,
        slot: `${list.root}.${index}.${list.field}`,
        blocks: Array.isArray(blocks) ? blocks.length : 0,
        entry: { path: `${list.root}.${index}`, schema: list.schema, field: list.field, root: list.root, index },
      };
    });
  });
}

/**
 * A new entry for a list: the block type's default entry when its defaults have one (a variant "Variant B", id "b"),
 * else an empty one; its names made unique among the entries already there ("Variant B 2", "b-2"), its slot empty.
 */
export function newEntry(definition: InspectedDefinition, list: EntryList, existing: readonly unknown[]): Record<string, unknown> {
  const defaults = (definition.defaults as Record<string, unknown>)[list.root];
  const template =
    Array.isArray(defaults) && typeof defaults[0] === 'object' && defaults[0] !== null
      ? structuredClone(defaults[0] as object)
      : emptyValue(list.schema);
  const entry = { ...(template as Record<string, unknown>), [list.field]: [] };
  for (const [name, value] of Object.entries(entry)) {
    if (typeof value !== 'string' || value === '') continue;
    const taken = new Set(existing.map((other) => (other as Record<string, unknown> | null)?.[name]));
    if (!taken.has(value)) continue;
    const field = objectAt(list.schema, name);
    const choices = field ? unwrap(field).schema : undefined;
    if (choices instanceof z.ZodEnum) {
      // A value from a fixed set (a segment's audience): the first one no entry has yet.
      entry[name] = choices.options.map(String).find((option) => !taken.has(option)) ?? value;
      continue;
    }
    for (let n = existing.length + 1; ; n++) {
      const candidate = /\s/.test(value) ? `${value} ${n}` : `${value}-${n}`;
      const allowed = field?.safeParse(candidate).success ?? true;
      if (!taken.has(candidate) && allowed) {
        entry[name] = candidate;
        break;
      }
      if (n > existing.length + 100) break;
    }
  }
  return entry;
}
