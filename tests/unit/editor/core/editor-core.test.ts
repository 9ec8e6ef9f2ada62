import { describe, expect, it } from 'vitest';
import {
  createEditorCore,
  HISTORY_LIMIT,
  inDocumentOrder,
  insertBlock,
  listAt,
  locate,
  moveBlocks,
  range,
  record,
  removeBlocks,
  toggle,
  updateProps,
  emptyHistory,
  type EditorEvent,
} from '../../../../editor/core';
import { ids, page } from './fixture';

describe('the editor core', () => {
  it('runs actions, undoes and redoes each over the whole session, the selection following', () => {
    const core = createEditorCore(page());
    const start = core.getState().document;
    core.select(['h1']);
    core.run(updateProps(core.getState().document, 'h1', { title: 'One' }));
    core.run(moveBlocks(core.getState().document, ['h1'], { parent: { section: 1 }, index: 0 }));
    core.run(removeBlocks(core.getState().document, ['c1']));
    expect(ids(listAt(core.getState().document, { section: 0 }))).toEqual(['h2']);
    expect(core.getState().selection).toEqual([]);

    expect(core.undo()).toBe(true);
    expect(ids(listAt(core.getState().document, { section: 0 }))).toEqual(['h2', 'c1']);
    expect(core.getState().selection).toEqual(['h1']);
    expect(core.undo() && core.undo()).toBe(true);
    expect(core.getState().document).toEqual(start);
    expect(core.undo()).toBe(false);

    expect(core.redo()).toBe(true);
    expect(locate(core.getState().document, 'h1')?.block.title).toBe('One');
    // A new action forgets the steps that could have been redone.
    core.run(insertBlock(core.getState().document, { type: 'hero' }, { parent: { section: 0 }, index: 0 }));
    expect(core.redo()).toBe(false);
  });

  it('tells subscribers the ops of each change (the preview patch), and nothing lost for a change without ops', () => {
    const core = createEditorCore(page());
    const events: EditorEvent[] = [];
    const stop = core.subscribe((event) => events.push(event));
    core.run(updateProps(core.getState().document, 'b4', { title: 'Patched' }));
    core.run(updateProps(core.getState().document, 'b4', { title: 'Patched' }));
    core.undo();
    stop();
    core.redo();
    expect(events.map((event) => event.ops.map((op) => op.kind))).toEqual([['set'], [], ['set']]);
    expect(events[0]?.ops[0]).toMatchObject({ id: 'b4', path: 'title', value: 'Patched', previous: 'Banner b4' });
    expect(events.map((event) => event.state.revision)).toEqual([1, 1, 2]);
    expect(core.getState().history.past).toHaveLength(1);
  });

  it('keeps a bounded history', () => {
    let history = emptyHistory;
    const op = { kind: 'set', id: 'h1', path: 'title', value: 'x', previous: 'y' } as const;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = record(history, { label: 'edit', ops: [op], selectionBefore: [], selectionAfter: [] });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('selection', () => {
  it('toggles with Ctrl/Cmd, ranges with Shift within the anchor list, and orders by the document', () => {
    const document = page();
    expect(toggle(['h1'], 'c1')).toEqual(['h1', 'c1']);
    expect(toggle(['h1', 'c1'], 'h1')).toEqual(['c1']);
    expect(range(document, ['c1'], 'h1')).toEqual(['c1', 'h1', 'h2']);
    expect(range(document, ['h1'], 'b1')).toEqual(['b1']);
    expect(inDocumentOrder(document, ['h3', 'b1', 'h1'])).toEqual(['h1', 'b1', 'h3']);
  });
});
