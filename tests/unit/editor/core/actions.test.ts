import { describe, expect, it } from 'vitest';
import {
  applyOps,
  blocksFromClipboard,
  duplicateBlocks,
  insertBlock,
  invertOps,
  listAt,
  locate,
  moveBlocks,
  pasteBlocks,
  PasteRefused,
  removeBlocks,
  updateProps,
  updateSettings,
  type Change,
  type EditorDocument,
} from '../../../../editor/core';
import { banner, hero, ids, page } from './fixture';

/** Applies a change, checks that its inverse brings the document back exactly, and answers the document after it. */
function applyAndUndo(document: EditorDocument, change: Change): EditorDocument {
  const after = applyOps(document, change.ops);
  expect(applyOps(after, invertOps(change.ops))).toStrictEqual(document);
  return after;
}

describe('insert', () => {
  it('puts a new block with a fresh id at the place, selected, and undoes', () => {
    const document = page();
    const change = insertBlock(document, { type: 'hero', title: 'New' }, { parent: { section: 0 }, index: 1 });
    const after = applyAndUndo(document, change);
    const inserted = listAt(after, { section: 0 })[1];
    expect(inserted).toMatchObject({ type: 'hero', title: 'New' });
    expect(inserted?.id).toMatch(/^hero-\w{12}$/);
    expect(change.select).toEqual([inserted?.id]);
  });

  it('inserts into a container slot that is still empty', () => {
    const document = page();
    const after = applyAndUndo(
      document,
      insertBlock(document, { type: 'banner' }, { parent: { block: 'e1', slot: 'variants.0.targets' }, index: 0 }),
    );
    expect(listAt(after, { block: 'e1', slot: 'variants.0.targets' })).toHaveLength(1);
  });

  it('refuses a place past the end of the list', () => {
    expect(() => insertBlock(page(), { type: 'hero' }, { parent: { section: 0 }, index: 4 })).toThrow(RangeError);
  });
});

describe('move', () => {
  it('reorders within a list, the place counted before the move', () => {
    const document = page();
    const after = applyAndUndo(document, moveBlocks(document, ['h1'], { parent: { section: 0 }, index: 2 }));
    expect(ids(listAt(after, { section: 0 }))).toEqual(['h2', 'h1', 'c1']);
  });

  it('moves between sections and into and out of containers', () => {
    const document = page();
    const intoCollection = applyAndUndo(document, moveBlocks(document, ['h3'], { parent: { block: 'c1', slot: 'items' }, index: 1 }));
    expect(ids(listAt(intoCollection, { block: 'c1', slot: 'items' }))).toEqual(['b1', 'h3', 'b2']);
    expect(ids(listAt(intoCollection, { section: 1 }))).toEqual(['e1']);
    const outOfVariant = applyAndUndo(document, moveBlocks(document, ['b4'], { parent: { section: 0 }, index: 0 }));
    expect(ids(listAt(outOfVariant, { section: 0 }))).toEqual(['b4', 'h1', 'h2', 'c1']);
    expect(listAt(outOfVariant, { block: 'e1', slot: 'variants.1.targets' })).toEqual([]);
  });

  it('moves a multi-selection together, in document order, whatever order it was selected in', () => {
    const document = page();
    const change = moveBlocks(document, ['h3', 'h1'], { parent: { section: 0 }, index: 3 });
    const after = applyAndUndo(document, change);
    expect(ids(listAt(after, { section: 0 }))).toEqual(['h2', 'c1', 'h1', 'h3']);
    expect(change.select).toEqual(['h1', 'h3']);
  });

  it('refuses to move a container into itself or its children', () => {
    expect(() => moveBlocks(page(), ['c1'], { parent: { block: 'c1', slot: 'items' }, index: 0 })).toThrow('into itself');
  });
});

describe('remove', () => {
  it('removes several blocks, a child of a removed container with it, and undoes in order', () => {
    const document = page();
    const after = applyAndUndo(document, removeBlocks(document, ['c1', 'b1', 'h3']));
    expect(ids(listAt(after, { section: 0 }))).toEqual(['h1', 'h2']);
    expect(ids(listAt(after, { section: 1 }))).toEqual(['e1']);
    expect(locate(after, 'b1')).toBeUndefined();
  });
});

describe('duplicate', () => {
  it('puts a copy after each original with new ids throughout, the copies selected', () => {
    const document = page();
    const change = duplicateBlocks(document, ['c1']);
    const after = applyAndUndo(document, change);
    const [, , original, copy] = listAt(after, { section: 0 });
    expect(original?.id).toBe('c1');
    expect(copy).toMatchObject({ type: 'collection', variant: 'grid' });
    expect(copy?.id).not.toBe('c1');
    const childIds = ids(copy?.items as never);
    expect(childIds).toHaveLength(2);
    expect(childIds).not.toContain('b1');
    expect(change.select).toEqual([copy?.id]);
  });
});

describe('update props', () => {
  it('sets fields by path, nested ones too, and undoes to the value before', () => {
    const document = page();
    const after = applyAndUndo(document, updateProps(document, 'b4', { title: 'Spring', 'media.sm.url': '/images/a.svg' }));
    expect(locate(after, 'b4')?.block).toMatchObject({ title: 'Spring', media: { sm: { url: '/images/a.svg' } } });
    const undone = applyOps(after, invertOps(updateProps(document, 'b4', { title: 'Spring', 'media.sm.url': '/images/a.svg' }).ops));
    expect(Object.keys(locate(undone, 'b4')?.block ?? {})).toEqual(['id', 'type', 'title']);
  });

  it('makes no op for a value that does not change, and never edits the id or type', () => {
    const document = page();
    expect(updateProps(document, 'h1', { title: 'Hero h1' }).ops).toEqual([]);
    expect(() => updateProps(document, 'h1', { type: 'banner' })).toThrow("a block's type cannot be edited");
    expect(() => updateProps(document, 'nope', { title: 'x' })).toThrow(RangeError);
  });
});

describe('update settings', () => {
  it('sets a field of the document itself, its sections untouched, and undoes to the value before (absent too)', () => {
    const document = page();
    const after = applyAndUndo(document, updateSettings(document, { seo: { title: 'Spring', description: 'New season', noIndex: true } }));
    expect(after.seo).toEqual({ title: 'Spring', description: 'New season', noIndex: true });
    expect(after.sections).toBe(document.sections);
    const added = applyAndUndo(document, updateSettings(document, { layoutVariant: 'wide' }));
    expect(added.layoutVariant).toBe('wide');
  });

  it('makes no op for a value that does not change, leaves the selection alone, and never sets the sections', () => {
    const document = page();
    expect(updateSettings(document, { seo: document.seo }).ops).toEqual([]);
    expect(updateSettings(document, { seo: { title: 'x' } }).select).toBeUndefined();
    expect(() => updateSettings(document, { sections: [] })).toThrow(RangeError);
    expect(() => updateSettings(document, { 'seo.title': 'x' })).toThrow(RangeError);
  });
});

describe('paste', () => {
  const valid = () => [] as string[];

  it('pastes copied JSON blocks with new ids at a place, selected', () => {
    const document = page();
    const copied = blocksFromClipboard(JSON.stringify([hero('h1', 'Copied'), banner('b9')]));
    expect(copied).toBeDefined();
    const change = pasteBlocks(document, copied!, { parent: { section: 1 }, index: 2 }, valid);
    const after = applyAndUndo(document, change);
    const pasted = listAt(after, { section: 1 }).slice(2);
    expect(pasted.map((block) => block.type)).toEqual(['hero', 'banner']);
    expect(ids(pasted)).not.toContain('h1');
    expect(change.select).toEqual(ids(pasted));
  });

  it('refuses the whole paste when one block fails its schema, naming it', () => {
    const validate = (block: { type: string }) => (block.type === 'banner' ? ['title: Too long'] : []);
    expect(() => pasteBlocks(page(), [hero('x'), banner('y')], { parent: { section: 0 }, index: 0 }, validate)).toThrow(PasteRefused);
    try {
      pasteBlocks(page(), [hero('x'), banner('y')], { parent: { section: 0 }, index: 0 }, validate);
    } catch (error) {
      expect((error as PasteRefused).issues).toEqual([{ index: 1, type: 'banner', message: 'title: Too long' }]);
    }
  });

  it('reads only blocks from the clipboard', () => {
    expect(blocksFromClipboard('not json')).toBeUndefined();
    expect(blocksFromClipboard('{"title":"no id"}')).toBeUndefined();
    expect(blocksFromClipboard('[]')).toBeUndefined();
    expect(blocksFromClipboard(JSON.stringify(hero('one')))).toHaveLength(1);
  });
});

describe('the ops as the preview receives them', () => {
  it("are a patch message the bridge's schema accepts, and applying them there gives the editor's document", async () => {
    const { editorMessageSchema } = await import('../../../../preview-bridge');
    const document = page();
    const changes = [
      insertBlock(document, { type: 'hero', title: 'New' }, { parent: { section: 0 }, index: 0 }),
      moveBlocks(document, ['b4'], { parent: { block: 'c1', slot: 'items' }, index: 0 }),
      updateProps(document, 'h1', { title: 'Spring', 'media.sm.url': '/images/a.svg' }),
      removeBlocks(document, ['h3']),
      updateSettings(document, { seo: { title: 'Spring', description: '' } }),
    ];
    for (const change of changes) {
      const message = editorMessageSchema.parse({
        source: 'tessera-preview-bridge',
        version: 1,
        type: 'patch',
        documentId: 'd',
        revision: 1,
        ops: change.ops,
      });
      expect(message.type === 'patch' && applyOps(document, message.ops as typeof change.ops)).toEqual(applyOps(document, change.ops));
    }
    const forged = {
      source: 'tessera-preview-bridge',
      version: 1,
      type: 'patch',
      documentId: 'd',
      revision: 1,
      ops: [{ kind: 'setting', field: 'sections', value: [], previous: [] }],
    };
    expect(editorMessageSchema.safeParse(forged).success).toBe(false);
  });
});
