import { contains, type EditorDocument, listAt, locate, type Parent, type Place, sameParent, walkBlocks } from '../core';
import { listKey, type OutlineRow } from './outline-rows';

/**
 * Where a dragged block (or a new one from the palette) may land, as the keyboard steps through them and the
 * announcements name them. `place` is in the document as it is before the move (what `moveBlocks` and
 * `insertBlock` take); `position` and `count` are what the list looks like after it (1-based).
 */
export interface DropPlace {
  readonly place: Place;
  /** Places that give the same result share it (before and after the moved block itself). */
  readonly landing: string;
  readonly position: number;
  readonly count: number;
  /** The row the drop line is drawn at (the block the place is before, or the list's end row), and on which edge. */
  readonly rowKey: string;
  readonly edge: Edge;
}

/** Which edge of its row a drop line is drawn on. */
export type Edge = 'before' | 'after';

/** A place with the row that shows it. */
export interface PlaceAtRow {
  readonly place: Place;
  readonly rowKey: string;
  readonly edge: Edge;
}

/** Where the moving blocks sit in a list (their indexes, ascending). */
const movingIndexes = (document: EditorDocument, moving: readonly string[], parent: Parent): number[] =>
  moving
    .map((id) => locate(document, id))
    .filter((found) => found !== undefined && sameParent(found.place.parent, parent))
    .map((found) => found!.place.index)
    .sort((a, b) => a - b);

/**
 * How a place reads once the moving blocks are out of their list: its landing key, position and the list's length
 * after the drop (a new block from the palette, when none moves, adds one).
 */
export function landingOf(document: EditorDocument, moving: readonly string[], place: Place): Omit<DropPlace, 'rowKey' | 'place' | 'edge'> {
  const taken = movingIndexes(document, moving, place.parent);
  const adjusted = place.index - taken.filter((index) => index < place.index).length;
  const length = listAt(document, place.parent).length;
  return { landing: `${listKey(place.parent)}#${adjusted}`, position: adjusted + 1, count: length - taken.length + Math.max(1, moving.length) };
}

/** Whether a list lies inside one of the moving blocks (a block cannot move into itself). */
function insideMoving(document: EditorDocument, moving: readonly string[], parent: Parent): boolean {
  if ('section' in parent) return false;
  return moving.some((id) => {
    const found = locate(document, id);
    return found !== undefined && contains(found.block, parent.block);
  });
}

/** Every place the outline's rows offer, in reading order (before each block row, and each list's end), with its list's length. */
export function candidatePlaces(rows: readonly OutlineRow[]): (PlaceAtRow & { readonly length: number })[] {
  return rows.flatMap((row): (PlaceAtRow & { readonly length: number })[] => {
    if (row.kind === 'block') return [{ place: row.place, rowKey: row.key, edge: 'before', length: row.setSize }];
    if (row.kind === 'end') return [{ place: { parent: row.parent, index: row.length }, rowKey: row.key, edge: 'before', length: row.length }];
    return [];
  });
}

/**
 * The distinct places the moving blocks may land at (none for a new block from the palette), in reading order
 * across sections and into and out of containers: the keyboard's stops. Places inside a moving block are left out,
 * and of places with the same result only the first is kept. Linear in the rows: the moving blocks are looked up
 * once, so a drag on a page of hundreds of blocks starts within a frame.
 */
export function dropPlaces(document: EditorDocument, rows: readonly OutlineRow[], moving: readonly string[]): DropPlace[] {
  const found = moving.map((id) => locate(document, id)).filter((f) => f !== undefined);
  const taken = new Map<string, number[]>();
  const inside = new Set<string>();
  for (const { block, place } of found) {
    const key = listKey(place.parent);
    taken.set(key, [...(taken.get(key) ?? []), place.index]);
    for (const { block: within } of walkBlocks({ sections: [{ name: '', items: [block] }] })) inside.add(within.id);
  }
  const seen = new Set<string>();
  const places: DropPlace[] = [];
  for (const { length, ...at } of candidatePlaces(rows)) {
    const { parent } = at.place;
    if ('block' in parent && inside.has(parent.block)) continue;
    const key = listKey(parent);
    const here = taken.get(key) ?? [];
    const adjusted = at.place.index - here.filter((index) => index < at.place.index).length;
    const landing = `${key}#${adjusted}`;
    if (seen.has(landing)) continue;
    seen.add(landing);
    places.push({ ...at, landing, position: adjusted + 1, count: length - here.length + Math.max(1, found.length) });
  }
  return places;
}

/** A place as a drop place (for the pointer, which may point at any row), or null when the blocks cannot go there. */
export function asDropPlace(document: EditorDocument, moving: readonly string[], at: PlaceAtRow): DropPlace | null {
  if (insideMoving(document, moving, at.place.parent)) return null;
  return { ...at, ...landingOf(document, moving, at.place) };
}

/** Whether dropping at a place leaves the document as it is (one run of blocks dropped where it already is). */
export function landsInPlace(document: EditorDocument, moving: readonly string[], place: Place): boolean {
  const taken = movingIndexes(document, moving, place.parent);
  if (taken.length !== moving.length || taken.length === 0) return false;
  const first = taken[0] ?? 0;
  const contiguous = taken.every((index, i) => index === first + i);
  const adjusted = place.index - taken.filter((index) => index < place.index).length;
  return contiguous && adjusted === first;
}

/**
 * The place a pointer over a row means: the upper half of a block row is before it, the lower half after it (or at
 * the start of its first slot, when the container is open); a section or slot row is the start of its list, an end
 * row the end.
 */
export function pointerPlace(row: OutlineRow, upperHalf: boolean): PlaceAtRow {
  const at = (place: Place, edge: Edge): PlaceAtRow => ({ place, rowKey: row.key, edge });
  switch (row.kind) {
    case 'section':
      return at({ parent: { section: row.section }, index: 0 }, 'after');
    case 'slot':
      return at({ parent: row.parent, index: 0 }, 'after');
    case 'end':
      return at({ parent: row.parent, index: row.length }, 'before');
    case 'block': {
      if (upperHalf) return at(row.place, 'before');
      const [first] = row.slots;
      if (row.expanded && first !== undefined) return at({ parent: { block: row.block.id, slot: first }, index: 0 }, 'after');
      return at({ parent: row.place.parent, index: row.place.index + 1 }, 'after');
    }
  }
}
