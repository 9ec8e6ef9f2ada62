import { describe, expect, it } from 'vitest';
import { listAt, locate, replaceBlock, slotPaths, walkBlocks, withValueAt } from '../../../../editor/core';
import { hero, ids, page } from './fixture';

describe('the editor document', () => {
  it('walks every block with its place, containers and nested slots included', () => {
    const places = [...walkBlocks(page())].map(({ block, place }) => `${block.id}@${JSON.stringify(place.parent)}#${place.index}`);
    expect(places).toEqual([
      'h1@{"section":0}#0',
      'h2@{"section":0}#1',
      'c1@{"section":0}#2',
      'b1@{"block":"c1","slot":"items"}#0',
      'b2@{"block":"c1","slot":"items"}#1',
      'h3@{"section":1}#0',
      'e1@{"section":1}#1',
      'b3@{"block":"e1","slot":"baselines"}#0',
      'b4@{"block":"e1","slot":"variants.1.targets"}#0',
    ]);
  });

  it('reads a list by its parent, an empty slot as empty, and refuses a parent that is not there', () => {
    const document = page();
    expect(ids(listAt(document, { block: 'c1', slot: 'items' }))).toEqual(['b1', 'b2']);
    expect(listAt(document, { block: 'e1', slot: 'variants.0.targets' })).toEqual([]);
    expect(() => listAt(document, { section: 9 })).toThrow('no section 9');
    expect(() => listAt(document, { block: 'nope', slot: 'items' })).toThrow('no block nope');
  });

  it('replaces a nested block by copying only the path to it: the rest keeps its identity', () => {
    const document = page();
    const next = replaceBlock(document, 'b4', { ...locate(document, 'b4')!.block, title: 'New' });
    expect(locate(next, 'b4')?.block.title).toBe('New');
    expect(locate(document, 'b4')?.block.title).toBe('Banner b4');
    expect(next.sections[0]).toBe(document.sections[0]);
    expect(locate(next, 'b3')?.block).toBe(locate(document, 'b3')?.block);
  });

  it('sets values by dotted paths without touching the original, arrays included', () => {
    const block = { id: 'x', type: 'hero', targets: [{ text: 'a' }, { text: 'b' }] };
    const next = withValueAt(block, 'targets.1.text', 'B');
    expect(next.targets).toEqual([{ text: 'a' }, { text: 'B' }]);
    expect(block.targets[1]?.text).toBe('b');
    expect(next.targets[0]).toBe(block.targets[0]);
  });

  it("expands a block's nested slots to concrete paths", () => {
    const experience = locate(page(), 'e1')!.block;
    expect(slotPaths(experience, ['baselines', 'variants.targets'])).toEqual(['baselines', 'variants.0.targets', 'variants.1.targets']);
    expect(slotPaths(hero('h'), ['items'])).toEqual(['items']);
  });
});
