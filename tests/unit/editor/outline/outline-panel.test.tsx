import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Block, createEditorCore, type EditorDocument, valueAt } from '../../../../editor/core';
import { OutlinePanel } from '../../../../editor/outline';
import { EditorCoreProvider } from '../../../../editor/react/editor-context';
import { loadEditorMessages, type Translate } from '../../../../runtime/core';
import { ids, page } from '../core/fixture';

let t: Translate;
beforeAll(async () => {
  t = await loadEditorMessages('en-US');
});
afterEach(cleanup);

const validate = (block: Block) => (block.type === 'hero' && !block.title ? ['title: Required'] : []);

function show(start: EditorDocument = page()) {
  const core = createEditorCore(start);
  const onHover = vi.fn();
  const onError = vi.fn();
  render(
    <EditorCoreProvider core={core}>
      <OutlinePanel t={t} onHover={onHover} validateBlock={validate} onError={onError} />
    </EditorCoreProvider>,
  );
  const row = (id: string) => document.body.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
  return { core, onHover, onError, row, tree: screen.getByRole('tree', { name: 'Outline' }) };
}

/** dnd-kit's keyboard sensor listens from the next task on. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const key = async (target: Element, code: string, key = code) => {
  fireEvent.keyDown(target, { code, key });
  await tick();
};
const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' | ');

describe('the outline panel', () => {
  it('shows sections, blocks and container slots as a tree, each row with its level and words', () => {
    const { tree } = show();
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '2', '2', '2', '3', '3', '1', '2', '2', '3', '4', '3', '3', '4']);
    expect(within(tree).getByRole('treeitem', { name: /Section “hero”/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('treeitem', { name: /Variant “B”/ })).toBeInTheDocument();
    expect(within(tree).getByRole('treeitem', { name: 'Hero “Hero h2”' })).toHaveAttribute('aria-posinset', '2');
  });

  it('selects with a click, a range with Shift and adds with Ctrl, and tells hovers', () => {
    const { core, row, onHover } = show();
    fireEvent.click(row('h1'));
    fireEvent.click(row('c1'), { shiftKey: true });
    expect(core.getState().selection).toEqual(['h1', 'h2', 'c1']);
    fireEvent.click(row('h2'), { ctrlKey: true });
    expect(core.getState().selection).toEqual(['h1', 'c1']);
    expect(row('h1')).toHaveAttribute('aria-selected', 'true');
    expect(row('h2')).toHaveAttribute('aria-selected', 'false');
    fireEvent.mouseOver(row('b1'));
    expect(onHover).toHaveBeenLastCalledWith('b1');
  });

  it('moves the focus with the arrow keys, closes and opens containers, selects with Enter', () => {
    const { core, row, tree } = show();
    row('h1').focus();
    fireEvent.keyDown(row('h1'), { key: 'ArrowDown' });
    fireEvent.keyDown(row('h2'), { key: 'ArrowDown' });
    expect(row('c1')).toHaveFocus();
    fireEvent.keyDown(row('c1'), { key: 'ArrowLeft' });
    expect(row('c1')).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('treeitem', { name: /Banner b1/ })).toBeNull();
    fireEvent.keyDown(row('c1'), { key: 'ArrowRight' });
    fireEvent.keyDown(row('c1'), { key: 'ArrowRight' });
    expect(row('b1')).toHaveFocus();
    fireEvent.keyDown(row('b1'), { key: 'Enter' });
    expect(core.getState().selection).toEqual(['b1']);
    fireEvent.keyDown(row('b1'), { key: 'ArrowLeft' });
    expect(row('c1')).toHaveFocus();
  });

  it('moves a block into a container with the keyboard alone, announcing where it is and where it lands', async () => {
    const { core, row } = show();
    row('h3').focus();
    await key(row('h3'), 'Space', ' ');
    expect(announced()).toContain('Picked up Hero “Hero h3”. It is at position 1 of 2 in section “more lazy load”.');
    await key(row('h3'), 'ArrowDown');
    expect(announced()).toContain('Hero “Hero h3” will land at position 1 of 2 in Baseline of Experience (A/B test).');
    await key(row('h3'), 'ArrowDown');
    await key(row('h3'), 'ArrowDown');
    expect(announced()).toContain('Hero “Hero h3” will land at position 1 of 1 in Variant “A” of Experience (A/B test).');
    await key(row('h3'), 'Space', ' ');
    expect(announced()).toContain('Hero “Hero h3” dropped at position 1 of 1 in Variant “A” of Experience (A/B test).');
    const { document } = core.getState();
    expect(ids(document.sections[1]!.items)).toEqual(['e1']);
    expect(ids(valueAt(document, 'sections.1.items.0.variants.0.targets') as Block[])).toEqual(['h3']);
    // One undo step puts it back.
    core.undo();
    expect(ids(core.getState().document.sections[1]!.items)).toEqual(['h3', 'e1']);
  });

  it('cancels a keyboard move with Escape, changing nothing', async () => {
    const { core, row } = show();
    row('h1').focus();
    await key(row('h1'), 'Space', ' ');
    await key(row('h1'), 'ArrowDown');
    await key(row('h1'), 'Escape');
    expect(announced()).toContain('Moving Hero “Hero h1” was cancelled. It stays at position 1 of 3 in section “hero”.');
    expect(core.getState().history.past).toHaveLength(0);
  });

  it('moves every selected block together', async () => {
    const { core, row } = show();
    core.select(['h1', 'h2']);
    row('h2').focus();
    await key(row('h2'), 'Space', ' ');
    expect(announced()).toContain('Picked up 2 blocks.');
    await key(row('h2'), 'End');
    await key(row('h2'), 'Enter');
    expect(ids(core.getState().document.sections[1]!.items)).toEqual(['h3', 'e1', 'h1', 'h2']);
  });

  it('adds a block from the palette: Enter after the selection, or picked up with Space and placed with the arrows', async () => {
    const { core, row } = show();
    core.select(['h1']);
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    fireEvent.change(search, { target: { value: 'banner' } });
    expect(screen.getByText('1 block matches.')).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'Enter' });
    const added = core.getState().document.sections[0]!.items[1]!;
    expect(added).toMatchObject({ type: 'banner', title: 'Free returns on every order' });
    expect(core.getState().selection).toEqual([added.id]);
    expect(screen.getByText('Banner added in section “hero”.')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'hero' } });
    const entry = document.body.querySelector<HTMLElement>('[data-block-type="hero"]')!;
    entry.focus();
    await key(entry, 'Space', ' ');
    expect(announced()).toContain('Picked up a new Hero. It will land at position 3 of 5 in section “hero”.');
    await key(entry, 'ArrowUp');
    await key(entry, 'ArrowUp');
    await key(entry, 'Enter');
    expect(core.getState().document.sections[0]!.items[0]).toMatchObject({ type: 'hero', title: 'New season, new ground' });
    expect(row('h1')).toBeInTheDocument();
  });

  it('opens a row’s menu from the keyboard and runs a command from it', () => {
    const { core, row } = show();
    row('h2').focus();
    fireEvent.keyDown(row('h2'), { key: 'F10', shiftKey: true });
    const menu = screen.getByRole('menu', { name: 'Actions for Hero “Hero h2”' });
    expect(within(menu).getByRole('menuitem', { name: /Duplicate/ })).toHaveAttribute('aria-keyshortcuts', 'Control+D');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Delete/ }));
    expect(ids(core.getState().document.sections[0]!.items)).toEqual(['h1', 'c1']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('pastes from the clipboard event, and lists why a paste is refused', () => {
    const { core, row } = show();
    core.select(['h1']);
    row('h1').focus();
    const paste = (text: string) => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
      Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
      act(() => {
        row('h1').dispatchEvent(event);
      });
    };
    paste(JSON.stringify([{ id: 'z', type: 'hero' }]));
    expect(screen.getByRole('alert')).toHaveTextContent('Block 1 (Hero): title: Required');
    paste(JSON.stringify([{ id: 'z', type: 'hero', title: 'Pasted' }]));
    expect(core.getState().document.sections[0]!.items[1]).toMatchObject({ title: 'Pasted' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
