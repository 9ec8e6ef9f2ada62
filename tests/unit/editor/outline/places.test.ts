import { describe, expect, it } from 'vitest';
import { applyOps, moveBlocks, placeAfterSelection, topLevel } from '../../../../editor/core';
import { outlineRows } from '../../../../editor/outline/outline-rows';
import { dropPlaces, landsInPlace, pointerPlace } from '../../../../editor/outline/places';
import { ids, page } from '../core/fixture';

const open = new Set<string>();
/** A drop place in short: `list#index → position/count`. */
const short = (places: ReturnType<typeof dropPlaces>) =>
  places.map(
    ({ place, position, count }) =>
      `${'section' in place.parent ? `s${place.parent.section}` : `${place.parent.block}.${place.parent.slot}`}#${place.index} ${position}/${count}`,
  );

describe('the keyboard’s drop places', () => {
  it('steps through every list in reading order, into containers and their slots, for a new block', () => {
    const document = page();
    expect(short(dropPlaces(document, outlineRows(document, open), []))).toEqual([
      's0#0 1/4',
      's0#1 2/4',
      's0#2 3/4',
      'c1.items#0 1/3',
      'c1.items#1 2/3',
      'c1.items#2 3/3',
      's0#3 4/4',
      's1#0 1/3',
      's1#1 2/3',
      'e1.baselines#0 1/2',
      'e1.baselines#1 2/2',
      'e1.variants.0.targets#0 1/1',
      'e1.variants.1.targets#0 1/2',
      'e1.variants.1.targets#1 2/2',
      's1#2 3/3',
    ]);
  });

  it('counts a moved block once: before and after itself is one stop, and lists elsewhere grow by one', () => {
    const document = page();
    const places = dropPlaces(document, outlineRows(document, open), ['h2']);
    expect(short(places).slice(0, 7)).toEqual(['s0#0 1/3', 's0#1 2/3', 'c1.items#0 1/3', 'c1.items#1 2/3', 'c1.items#2 3/3', 's0#3 3/3', 's1#0 1/3']);
  });

  it('never offers a place inside the moving container', () => {
    const document = page();
    const places = short(dropPlaces(document, outlineRows(document, open), ['e1']));
    expect(places.some((place) => place.startsWith('e1.'))).toBe(false);
    expect(places).toContain('c1.items#0 1/3');
    // Before itself and the end of its section are one stop: where it is.
    expect(places.at(-1)).toBe('s1#1 2/2');
  });

  it('leaves out the lists of collapsed rows', () => {
    const document = page();
    const places = short(dropPlaces(document, outlineRows(document, new Set(['block:c1', 'section:1'])), []));
    expect(places).toEqual(['s0#0 1/4', 's0#1 2/4', 's0#2 3/4', 's0#3 4/4']);
  });

  it('lands where the move puts the block: each stop, applied, gives the position it announced', () => {
    const document = page();
    for (const stop of dropPlaces(document, outlineRows(document, open), ['h3'])) {
      const moved = applyOps(document, moveBlocks(document, ['h3'], stop.place).ops);
      const rows = outlineRows(moved, open);
      const row = rows.find((candidate) => candidate.kind === 'block' && candidate.block.id === 'h3');
      expect(row?.kind === 'block' && [row.posInSet, row.setSize]).toEqual([stop.position, stop.count]);
    }
  });
});

describe('drop places of the pointer and of inserts', () => {
  it('reads a block row’s upper half as before it, its lower half as after it or into its first slot when open', () => {
    const rows = outlineRows(page(), open);
    const h1 = rows.find((row) => row.key === 'block:h1')!;
    const c1 = rows.find((row) => row.key === 'block:c1')!;
    expect(pointerPlace(h1, true).place).toEqual({ parent: { section: 0 }, index: 0 });
    expect(pointerPlace(h1, false).place).toEqual({ parent: { section: 0 }, index: 1 });
    expect(pointerPlace(c1, false).place).toEqual({ parent: { block: 'c1', slot: 'items' }, index: 0 });
    const closed = outlineRows(page(), new Set(['block:c1'])).find((row) => row.key === 'block:c1')!;
    expect(pointerPlace(closed, false).place).toEqual({ parent: { section: 0 }, index: 3 });
  });

  it('knows a drop that changes nothing', () => {
    const document = page();
    expect(landsInPlace(document, ['h2'], { parent: { section: 0 }, index: 2 })).toBe(true);
    expect(landsInPlace(document, ['h1', 'h2'], { parent: { section: 0 }, index: 0 })).toBe(true);
    expect(landsInPlace(document, ['h1', 'c1'], { parent: { section: 0 }, index: 0 })).toBe(false);
    expect(landsInPlace(document, ['h2'], { parent: { section: 1 }, index: 0 })).toBe(false);
  });

  it('inserts after the last selected block, else at the end of the first section', () => {
    const document = page();
    expect(placeAfterSelection(document, ['b1', 'h1'])).toEqual({ parent: { block: 'c1', slot: 'items' }, index: 1 });
    expect(placeAfterSelection(document, [])).toEqual({ parent: { section: 0 }, index: 3 });
    expect(placeAfterSelection({ sections: [] }, [])).toBeUndefined();
  });

  it('moves and copies a container with what it holds, not its children a second time', () => {
    expect(topLevel(page(), ['b1', 'c1', 'h3'])).toEqual(['c1', 'h3']);
    expect(ids(page().sections[0]!.items)).toEqual(['h1', 'h2', 'c1']);
  });
});
