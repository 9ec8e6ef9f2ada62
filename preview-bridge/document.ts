/**
 * The document the editor changes and the preview shows: a page's sections of blocks, each block possibly holding
 * child blocks in its slots (a collection's `items`, an experience's `baselines` and each variant's `targets`). It
 * lives in the bridge because both ends apply the same patches to it (`ops.ts`); the editor's core builds its actions
 * on it. React-free: the panels, the preview and the tests all work on these plain values. Values are never changed in place: every change
 * copies the path down to what it changes, so an unchanged block keeps its identity (the preview re-renders only
 * what changed).
 */

export interface Block {
  readonly id: string;
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface Section {
  readonly name: string;
  readonly items: readonly Block[];
}

export interface EditorDocument {
  readonly sections: readonly Section[];
  readonly [field: string]: unknown;
}

/** The document's own fields besides its sections (a page's `seo`): what its settings form edits. */
export function settingsOf(document: EditorDocument): Readonly<Record<string, unknown>> {
  const { sections: _sections, ...settings } = document;
  return settings;
}

/**
 * Where a list of blocks lives: a section's items (by index), or a block's child slot by its concrete path
 * (`items`, `baselines`, `variants.1.targets`).
 */
export type Parent = { readonly section: number } | { readonly block: string; readonly slot: string };

/** A place in a list: before the block now at `index` (the list's length: at its end). */
export interface Place {
  readonly parent: Parent;
  readonly index: number;
}

export const sameParent = (a: Parent, b: Parent): boolean =>
  'section' in a ? 'section' in b && a.section === b.section : 'block' in b && a.block === b.block && a.slot === b.slot;

/** Whether a value is a block: an object with a string id and type. */
export const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && typeof (value as Block).id === 'string' && typeof (value as Block).type === 'string';

/** The value at a dotted path of an object (`variants.1.targets`), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set to `next`, copying each object or array on the way (never in place). */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') return next as T;
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const child = rest.length === 0 ? next : withValueAt(source[key], rest.join('.'), next);
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...source, [key]: child } as T;
}

/** The child slots of a block as concrete paths: `variants.targets` becomes `variants.0.targets`, `variants.1.targets`… */
export function slotPaths(block: Block, slots: readonly string[]): string[] {
  const expand = (value: unknown, parts: readonly string[], prefix: string): string[] => {
    const [head, ...rest] = parts;
    if (head === undefined) return [prefix];
    const next = (value as Record<string, unknown> | undefined)?.[head];
    const path = prefix ? `${prefix}.${head}` : head;
    if (rest.length === 0) return [path];
    return Array.isArray(next) ? next.flatMap((entry, i) => expand(entry, rest, `${path}.${i}`)) : [];
  };
  return slots.flatMap((slot) => expand(block, slot.split('.'), ''));
}

// Blocks are never changed in place (every change copies what it touches, `withValueAt`, `withList`), so what is read
// off one can be kept by its identity: an edit re-reads only the blocks it replaced.
const childListsKept = new WeakMap<Block, readonly (readonly [string, readonly Block[]])[]>();

/** Every array of blocks inside a block, by its path: its child slots, whatever the registry calls them. */
export function childLists(block: Block): readonly (readonly [string, readonly Block[]])[] {
  const kept = childListsKept.get(block);
  if (kept) return kept;
  const found: [string, readonly Block[]][] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.length > 0 && value.every(isBlock)) {
        found.push([path, value]);
        return;
      }
      value.forEach((entry, i) => walk(entry, `${path}.${i}`));
    } else if (typeof value === 'object' && value !== null && !isBlock(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(block)) if (key !== 'id' && key !== 'type') walk(value, key);
  childListsKept.set(block, found);
  return found;
}

export interface Located {
  readonly block: Block;
  readonly place: Place;
}

/** Every block of the document with its place, depth first, in document order. */
export function* walkBlocks(document: EditorDocument): Generator<Located> {
  function* inList(list: readonly Block[], parent: Parent): Generator<Located> {
    for (const [index, block] of list.entries()) {
      yield { block, place: { parent, index } };
      for (const [slot, children] of childLists(block)) yield* inList(children, { block: block.id, slot });
    }
  }
  for (const [section, { items }] of document.sections.entries()) yield* inList(items, { section });
}

/** A block and its place, or undefined (the first in document order, should two share an id). */
export function locate(document: EditorDocument, id: string): Located | undefined {
  // A plain depth-first search, allocating nothing until it finds the block: an edit locates a few blocks in a new
  // document each time, and comparing a few hundred ids costs less than indexing them.
  const inList = (list: readonly Block[], parent: Parent): Located | undefined => {
    for (let index = 0; index < list.length; index++) {
      const block = list[index]!;
      if (block.id === id) return { block, place: { parent, index } };
      for (const [slot, children] of childLists(block)) {
        const found = inList(children, { block: block.id, slot });
        if (found) return found;
      }
    }
    return undefined;
  };
  for (let section = 0; section < document.sections.length; section++) {
    const found = inList(document.sections[section]!.items, { section });
    if (found) return found;
  }
  return undefined;
}

/** The blocks of a list (an empty list for a slot not yet filled); throws for a parent that is not there. */
export function listAt(document: EditorDocument, parent: Parent): readonly Block[] {
  if ('section' in parent) {
    const section = document.sections[parent.section];
    if (!section) throw new Error(`no section ${parent.section}`);
    return section.items;
  }
  const owner = locate(document, parent.block);
  if (!owner) throw new Error(`no block ${parent.block}`);
  const list = valueAt(owner.block, parent.slot);
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${parent.block}.${parent.slot} is not a list of blocks`);
  return list as Block[];
}

/** A copy of the document with a block replaced (found by id, anywhere). */
export function replaceBlock(document: EditorDocument, id: string, next: Block): EditorDocument {
  const found = locate(document, id);
  if (!found) throw new Error(`no block ${id}`);
  const list = [...listAt(document, found.place.parent)];
  list[found.place.index] = next;
  return withList(document, found.place.parent, list);
}

/** A copy of the document with a list replaced: the section's items, or the slot of its block. */
export function withList(document: EditorDocument, parent: Parent, list: readonly Block[]): EditorDocument {
  if ('section' in parent) {
    const sections = [...document.sections];
    const section = sections[parent.section];
    if (!section) throw new Error(`no section ${parent.section}`);
    sections[parent.section] = { ...section, items: list };
    return { ...document, sections };
  }
  const owner = locate(document, parent.block);
  if (!owner) throw new Error(`no block ${parent.block}`);
  return replaceBlock(document, parent.block, withValueAt(owner.block, parent.slot, list));
}

/** Whether `inner` is `outer` or one of its descendants (a block cannot move into itself). */
export function contains(outer: Block, innerId: string): boolean {
  if (outer.id === innerId) return true;
  return childLists(outer).some(([, children]) => children.some((child) => contains(child, innerId)));
}
