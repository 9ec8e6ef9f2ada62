import { describe, expect, it } from 'vitest';
import {
  createEditorCore,
  emptyHistory,
  locate,
  MERGE_WINDOW_MS,
  record,
  updateProps,
  updateSettings,
  type EditorDocument,
  type Op,
} from '../../../../editor/core';

const page = (): EditorDocument => ({
  sections: [
    {
      name: 'top',
      items: [
        { id: 'h1', type: 'hero', title: 'Old' },
        { id: 'h2', type: 'hero' },
      ],
    },
  ],
});
const set = (path: string, value: unknown, previous: unknown): Op => ({ kind: 'set', id: 'h1', path, value, previous });
const entry = (ops: Op[], mergeKey?: string, at?: number) => ({
  label: 'edit',
  ops,
  selectionBefore: [],
  selectionAfter: ['h1'],
  ...(mergeKey ? { mergeKey, at } : {}),
});

/** A core whose clock the test moves, and a helper that types a field's successive values as the inspector does. */
function typingCore() {
  let now = 10_000;
  const core = createEditorCore(page(), { now: () => now });
  const type = (id: string, field: string, ...values: string[]) => {
    for (const value of values) {
      core.run(updateProps(core.getState().document, id, { [field]: value }, { typing: true }));
      now += 120;
    }
  };
  return {
    core,
    type,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

const title = (core: ReturnType<typeof createEditorCore>, id = 'h1') => locate(core.getState().document, id)?.block.title;

describe('history: merging a burst of typing', () => {
  it('folds steps of the same key within the window into one, keeping the first previous value', () => {
    let history = record(emptyHistory, entry([set('title', 'O', 'Old')], 'edit:h1:title', 0));
    history = record(history, entry([set('title', 'On', 'O')], 'edit:h1:title', 500));
    history = record(history, entry([set('title', 'One', 'On')], 'edit:h1:title', 1400));
    expect(history.past).toHaveLength(1);
    expect(history.past[0]?.ops).toEqual([set('title', 'One', 'Old')]);
    expect(history.past[0]?.inverse).toEqual([set('title', 'Old', 'One')]);
  });

  it('starts a new step after a pause, for another key, or without a key (older callers)', () => {
    let history = record(emptyHistory, entry([set('title', 'A', 'Old')], 'edit:h1:title', 0));
    history = record(history, entry([set('title', 'AB', 'A')], 'edit:h1:title', MERGE_WINDOW_MS + 1));
    history = record(history, entry([set('subtitle', 'x', undefined)], 'edit:h1:subtitle', MERGE_WINDOW_MS + 2));
    history = record(history, entry([set('subtitle', 'xy', 'x')]));
    history = record(history, entry([set('subtitle', 'xyz', 'xy')]));
    expect(history.past).toHaveLength(5);
  });

  it('drops the step when the field is typed back to what it was', () => {
    let history = record(emptyHistory, entry([set('title', 'Olde', 'Old')], 'k', 0));
    history = record(history, entry([set('title', 'Old', 'Olde')], 'k', 100));
    expect(history.past).toEqual([]);
  });
});

describe('typing in the document’s own settings', () => {
  it('makes one undo step of a burst of keystrokes in the SEO title, the blocks untouched', () => {
    let now = 10_000;
    const core = createEditorCore({ ...page(), seo: { title: 'Home', description: '' } }, { now: () => now });
    for (const title of ['S', 'Sp', 'Spr', 'Spring']) {
      core.run(updateSettings(core.getState().document, { seo: { title, description: '' } }, { typing: true }));
      now += 120;
    }
    expect(core.getState().document.seo).toEqual({ title: 'Spring', description: '' });
    expect(core.getState().history.past).toHaveLength(1);
    expect(core.undo()).toBe(true);
    expect(core.getState().document.seo).toEqual({ title: 'Home', description: '' });
    expect(core.getState().document.sections).toEqual(page().sections);
  });
});

describe('typing in the editor core', () => {
  it('makes one undo step of a burst of keystrokes, which undo and redo as one', () => {
    const { core, type } = typingCore();
    type('h1', 'title', 'N', 'Ne', 'New', 'New t', 'New title');
    expect(title(core)).toBe('New title');
    expect(core.getState().history.past).toHaveLength(1);
    expect(core.undo()).toBe(true);
    expect(title(core)).toBe('Old');
    expect(core.undo()).toBe(false);
    expect(core.redo()).toBe(true);
    expect(title(core)).toBe('New title');
  });

  it('splits bursts at a pause of more than a second, and per field and block', () => {
    const { core, type, wait } = typingCore();
    type('h1', 'title', 'A', 'Ab');
    wait(MERGE_WINDOW_MS + 1);
    type('h1', 'title', 'Abc');
    type('h1', 'subtitle', 's');
    type('h2', 'title', 't');
    expect(core.getState().history.past).toHaveLength(4);
    core.undo();
    core.undo();
    core.undo();
    expect(title(core)).toBe('Ab');
  });

  it('never merges into a step that was undone', () => {
    const { core, type } = typingCore();
    type('h1', 'title', 'A');
    core.undo();
    type('h1', 'title', 'B');
    expect(core.getState().history.past).toHaveLength(1);
    core.undo();
    expect(title(core)).toBe('Old');
  });

  it('keeps edits that are not typing (a switch, a list reorder) one step each', () => {
    const { core } = typingCore();
    core.run(updateProps(core.getState().document, 'h1', { isFullWidth: true }));
    core.run(updateProps(core.getState().document, 'h1', { isFullWidth: false }));
    expect(core.getState().history.past).toHaveLength(2);
  });
});
