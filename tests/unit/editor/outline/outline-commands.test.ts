import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClipboardPort } from '../../../../editor/clipboard';
import type { Command } from '../../../../editor/commands/command';
import { type Block, createEditorCore, type EditorDocument } from '../../../../editor/core';
import { outlineCommands } from '../../../../editor/outline';
import { loadEditorMessages, type Translate } from '../../../../runtime/core';
import { ids, page } from '../core/fixture';

let t: Translate;
beforeAll(async () => {
  t = await loadEditorMessages('en-US');
});

/** A clipboard in memory, shared like the system one (two cores stand for two documents or tabs). */
const memoryClipboard = (): ClipboardPort & { text: string } => {
  const board = {
    text: '',
    writeText: (text: string) => {
      board.text = text;
      return Promise.resolve();
    },
    readText: () => Promise.resolve(board.text),
  };
  return board;
};

const validate = (block: Block) => (block.type === 'hero' && !block.title ? ['title: Required'] : []);

function setUp(document: EditorDocument = page(), clipboard = memoryClipboard()) {
  const core = createEditorCore(document);
  const onError = vi.fn();
  const onRefused = vi.fn();
  const onNotice = vi.fn();
  const commands = outlineCommands(core, { t, validateBlock: validate, onError, onRefused, onNotice, clipboard });
  const command = (id: string): Command => commands.find((candidate) => candidate.id === id)!;
  const top = () => ids(core.getState().document.sections[0]!.items);
  return { core, command, clipboard, onError, onRefused, onNotice, top };
}

describe('the outline’s commands', () => {
  it('are the block commands with their shortcuts and catalogue words', () => {
    const { command } = setUp();
    expect(command('block.copy').shortcuts).toEqual(['Mod+C']);
    expect(command('block.delete').shortcuts).toEqual(['Delete', 'Backspace']);
    expect(command('block.moveUp').shortcuts).toEqual(['Alt+ArrowUp']);
    expect(t(command('block.selectAll').label)).toBe('Select all in this list');
  });

  it('copy writes the selection as JSON; paste in another document adds it after that one’s selection', async () => {
    const from = setUp();
    from.core.select(['h2']);
    from.command('block.copy').run();
    await vi.waitFor(() => expect(from.clipboard.text).toContain('"Hero h2"'));
    expect(from.onNotice).toHaveBeenCalledWith('1 block copied.');

    const to = setUp(
      {
        sections: [
          {
            name: 'main',
            items: [
              { id: 'x1', type: 'banner' },
              { id: 'x2', type: 'banner' },
            ],
          },
        ],
      },
      from.clipboard,
    );
    to.core.select(['x1']);
    to.command('block.paste').run();
    await vi.waitFor(() => expect(to.top()).toHaveLength(3));
    const pasted = to.core.getState().document.sections[0]!.items[1]!;
    expect(pasted).toMatchObject({ type: 'hero', title: 'Hero h2' });
    expect(pasted.id).not.toBe('h2');
    expect(to.core.getState().selection).toEqual([pasted.id]);
    // One undo step takes it out again.
    to.core.undo();
    expect(to.top()).toEqual(['x1', 'x2']);
  });

  it('cut copies, then removes, as one undo step', async () => {
    const { core, command, clipboard, top } = setUp();
    core.select(['h1', 'h2']);
    command('block.cut').run();
    await vi.waitFor(() => expect(top()).toEqual(['c1']));
    expect(ids(JSON.parse(clipboard.text) as Block[])).toEqual(['h1', 'h2']);
    core.undo();
    expect(top()).toEqual(['h1', 'h2', 'c1']);
  });

  it('a paste that fails the schemas changes nothing and reports every issue', async () => {
    const { core, command, clipboard, onRefused, top } = setUp();
    clipboard.text = JSON.stringify([{ id: 'n1', type: 'hero' }]);
    command('block.paste').run();
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith([{ index: 0, type: 'hero', message: 'title: Required' }]));
    expect(top()).toEqual(['h1', 'h2', 'c1']);
    expect(core.getState().history.past).toHaveLength(0);
  });

  it('a clipboard without blocks is an error, not a change', async () => {
    const { command, clipboard, onError } = setUp();
    clipboard.text = 'just words';
    command('block.paste').run();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('The clipboard holds no blocks to paste.'));
  });

  it('duplicate and delete act on the selection; both are disabled without one', () => {
    const { core, command, top } = setUp();
    expect(command('block.duplicate').enabled()).toBe(false);
    expect(command('block.delete').enabled()).toBe(false);
    core.select(['h1']);
    command('block.duplicate').run();
    expect(top()).toHaveLength(4);
    expect(top()[1]).toBe(core.getState().selection[0]);
    command('block.delete').run();
    expect(top()).toEqual(['h1', 'h2', 'c1']);
  });

  it('select all takes the list of the first selected block; select none empties the selection', () => {
    const { core, command } = setUp();
    core.select(['b2']);
    command('block.selectAll').run();
    expect(core.getState().selection).toEqual(['b1', 'b2']);
    command('block.selectNone').run();
    expect(core.getState().selection).toEqual([]);
    command('block.selectAll').run();
    expect(core.getState().selection).toEqual(['h1', 'h2', 'c1', 'h3', 'e1']);
  });

  it('move up and down shift the selection within its list, and stop at its ends', () => {
    const { core, command, top } = setUp();
    core.select(['h2', 'c1']);
    command('block.moveUp').run();
    expect(top()).toEqual(['h2', 'c1', 'h1']);
    expect(command('block.moveUp').enabled()).toBe(false);
    command('block.moveDown').run();
    expect(top()).toEqual(['h1', 'h2', 'c1']);
    expect(command('block.moveDown').enabled()).toBe(false);
    core.select(['h1', 'b1']);
    expect(command('block.moveDown').enabled()).toBe(false);
  });
});
