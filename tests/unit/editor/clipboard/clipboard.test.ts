import { describe, expect, it } from 'vitest';
import { copiedText, pasteFromText } from '../../../../editor/clipboard';
import { applyOps, type Block, type EditorDocument, walkBlocks } from '../../../../editor/core';
import { ids, page } from '../core/fixture';

/** Heroes need a title here (as the registry's schema says); anything else passes. */
const validate = (block: Block) => (block.type === 'hero' && !block.title ? ['title: Required'] : []);
const other = (): EditorDocument => ({ sections: [{ name: 'main', items: [{ id: 'x1', type: 'banner', title: 'Elsewhere' }] }] });
const allIds = (document: EditorDocument) => [...walkBlocks(document)].map(({ block }) => block.id);

describe('copy and paste through the clipboard', () => {
  it('copies the selection as JSON in document order, a container with its children (once)', () => {
    const copied = copiedText(page(), ['h3', 'b1', 'c1']);
    const blocks = JSON.parse(copied!.text) as Block[];
    expect(ids(blocks)).toEqual(['c1', 'h3']);
    expect(ids(blocks[0]!.items as Block[])).toEqual(['b1', 'b2']);
    expect(copied!.count).toBe(2);
    expect(copiedText(page(), [])).toBeUndefined();
  });

  it('round-trips into another document, after its selection, with new ids throughout', () => {
    const copied = copiedText(page(), ['c1', 'h1'])!;
    const target = other();
    const outcome = pasteFromText(target, ['x1'], copied.text, validate);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const pasted = applyOps(target, outcome.change.ops);
    const items = pasted.sections[0]!.items;
    expect(items.map((block) => block.type)).toEqual(['banner', 'hero', 'collection']);
    expect(items[1]).toMatchObject({ title: 'Hero h1' });
    expect((items[2]!.items as Block[]).map((block) => block.title)).toEqual(['Banner b1', 'Banner b2']);
    // Fresh ids: pasting twice, or into the document it came from, never clashes.
    expect(allIds(pasted).filter((id) => ['h1', 'c1', 'b1', 'b2'].includes(id))).toEqual([]);
    expect(new Set(allIds(pasted)).size).toBe(allIds(pasted).length);
    expect(outcome.change.select).toEqual([items[1]!.id, items[2]!.id]);
  });

  it('pastes one copied block, and at the end of the first section when nothing is selected', () => {
    const outcome = pasteFromText(other(), [], JSON.stringify({ id: 'h9', type: 'hero', title: 'Single' }), validate);
    expect(outcome.ok && applyOps(other(), outcome.change.ops).sections[0]!.items.map((block) => block.title)).toEqual(['Elsewhere', 'Single']);
  });

  it('refuses text that is not blocks, and a paste with nowhere to go', () => {
    expect(pasteFromText(other(), [], 'hello', validate)).toEqual({ ok: false, reason: 'not-blocks' });
    expect(pasteFromText(other(), [], '[{"id":1}]', validate)).toEqual({ ok: false, reason: 'not-blocks' });
    expect(pasteFromText({ sections: [] }, [], '[{"id":"a","type":"hero","title":"x"}]', validate)).toEqual({ ok: false, reason: 'no-place' });
  });

  it('refuses the whole paste when one block fails its schema, naming it', () => {
    const text = JSON.stringify([
      { id: 'a', type: 'banner', title: 'fine' },
      { id: 'b', type: 'hero' },
    ]);
    expect(pasteFromText(other(), [], text, validate)).toEqual({
      ok: false,
      reason: 'refused',
      issues: [{ index: 1, type: 'hero', message: 'title: Required' }],
    });
  });
});
