import { childSlots, isBlockType } from '../../schemas';

/**
 * Child slots are dotted paths through a block: `items` is an array of blocks on the block itself,
 * `variants.targets` the `targets` array of every entry of `variants`. These helpers walk such paths.
 */

/** One array of child blocks inside a block, with where it sits (`variants.1.targets`). */
export interface SlotArray {
  readonly path: string;
  readonly items: readonly unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The slot paths of a block type (none for unknown types and plain blocks). */
export const slotsOf = (type: string): readonly string[] => (isBlockType(type) ? (childSlots[type] ?? []) : []);

/** Every array of child blocks a slot path reaches in `value`. Missing or malformed steps reach nothing. */
export function slotArrays(value: unknown, slot: string, at = ''): SlotArray[] {
  const [head = '', ...rest] = slot.split('.');
  if (!isRecord(value)) return [];
  const field = value[head];
  const here = at ? `${at}.${head}` : head;
  if (!Array.isArray(field)) return [];
  if (rest.length === 0) return [{ path: here, items: field }];
  return field.flatMap((entry, i) => slotArrays(entry, rest.join('.'), `${here}.${i}`));
}

/** A copy of `value` in which every array a slot path reaches is replaced by `replace(path, items)`. */
export function mapSlot(value: unknown, slot: string, replace: (path: string, items: readonly unknown[]) => unknown[], at = ''): unknown {
  const [head = '', ...rest] = slot.split('.');
  if (!isRecord(value) || !Array.isArray(value[head])) return value;
  const field = value[head] as unknown[];
  const here = at ? `${at}.${head}` : head;
  const next = rest.length === 0 ? replace(here, field) : field.map((entry, i) => mapSlot(entry, rest.join('.'), replace, `${here}.${i}`));
  return { ...value, [head]: next };
}
