import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockDefinitions } from '../../../../block-registry';
import { createEditorCore, locate, type EditorDocument } from '../../../../editor/core';
import { InspectorPanel, SchemaForm } from '../../../../editor/inspector';
import { EditorCoreProvider } from '../../../../editor/react/editor-context';
import { loadEditorMessages, type Translate } from '../../../../runtime/core';

let t: Translate;
beforeAll(async () => {
  t = await loadEditorMessages('en-US');
});
afterEach(cleanup);
// A block's whole form in jsdom, typed into key by key: slower than the default five seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const page = (): EditorDocument => ({
  sections: [
    {
      name: 'top',
      items: [
        {
          id: 'h1',
          type: 'hero',
          title: 'Trail season',
          targets: [
            { url: '/new', text: 'Shop new' },
            { url: '/sale', text: 'Sale' },
          ],
        },
        { id: 'p1', type: 'popup', kind: 'newsletter' },
        {
          id: 'e1',
          type: 'experience',
          experienceId: 'spring',
          baselines: [{ id: 'b1', type: 'banner', title: 'Base' }],
          variants: [
            {
              name: 'Variant B',
              variantId: 'b',
              targets: [
                { id: 'b2', type: 'banner' },
                { id: 'b3', type: 'banner' },
              ],
            },
          ],
        },
      ],
    },
  ],
});

function setup(selected: string | null, onChoose = vi.fn()) {
  const core = createEditorCore(page());
  if (selected) core.select([selected]);
  const view = render(
    <EditorCoreProvider core={core}>
      <InspectorPanel t={t} onChoose={onChoose} />
    </EditorCoreProvider>,
  );
  const block = (id: string) => locate(core.getState().document, id)?.block;
  return { core, view, block, onChoose, user: userEvent.setup() };
}

describe('InspectorPanel', () => {
  it('asks for a selection when nothing is selected', () => {
    setup(null);
    expect(screen.getByText('Select a block in the outline or on the canvas to edit its fields.')).toBeVisible();
  });

  it("shows the selected block's fields from its schema and hints, and commits every keystroke as one undo step", async () => {
    const { core, block, user } = setup('h1');
    expect(screen.getByText('Hero')).toBeVisible();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Trail season');
    await user.type(title, ' is here');
    expect(block('h1')?.title).toBe('Trail season is here');
    expect(core.getState().history.past).toHaveLength(1);
    act(() => void core.undo());
    // The field follows a change made elsewhere (undo).
    expect(screen.getByLabelText('Title')).toHaveValue('Trail season');
    expect(block('h1')?.title).toBe('Trail season');
  });

  it('validates as you type: the problem beside its field, named by aria-describedby, and listed above', async () => {
    const { block, user } = setup('h1');
    // The hero's own Background (its colours group, under "More fields", has one too).
    const background = screen.getAllByLabelText('Background')[0] as HTMLElement;
    await user.type(background, 'red');
    expect(block('h1')?.backgroundColor).toBe('red');
    expect(background).toHaveAttribute('aria-invalid', 'true');
    expect(background).toHaveAccessibleDescription('must be a CSS colour (#hex, rgb(), hsl() or transparent)');
    expect(screen.getByText('1 problem in this block')).toBeVisible();
    await user.clear(background);
    await user.type(background, '#1f3d2b');
    expect(background).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('No problems')).toBeInTheDocument();
  });

  it('says "Required" in the editor\'s words for a missing required field, and never blocks typing', async () => {
    const { block, user } = setup('p1');
    const title = screen.getByLabelText('Heading');
    expect(title).toHaveAccessibleDescription('Required');
    await user.type(title, 'Join us');
    expect(block('p1')?.title).toBe('Join us');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('edits a list of buttons: add, move, remove, each an undoable edit', async () => {
    const { core, block, user } = setup('h1');
    const buttons = screen.getByRole('group', { name: 'Buttons' });
    await user.click(within(buttons).getByRole('button', { name: 'Move Sale up' }));
    expect((block('h1')?.targets as { text: string }[]).map((target) => target.text)).toEqual(['Sale', 'Shop new']);
    await user.click(within(buttons).getByRole('button', { name: 'Remove Shop new' }));
    await user.click(within(buttons).getByRole('button', { name: 'Add to Buttons' }));
    expect(block('h1')?.targets).toEqual([
      { url: '/sale', text: 'Sale' },
      { url: '', text: '', targetAttribute: '_self' },
    ]);
    // The new button's empty address is a problem shown at once (drafts may hold it).
    expect(screen.getByText(/Buttons › 2 › url/)).toBeInTheDocument();
    expect(core.getState().history.past).toHaveLength(3);
  });

  it("shows an experience's baseline and variants as tabs, each with its fields, and chooses what the canvas shows", async () => {
    const { block, onChoose, user } = setup('e1');
    const tabs = within(screen.getByRole('tablist', { name: 'Versions shown to shoppers' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Baseline', 'Variant B']);
    await user.click(tabs[1] as HTMLElement);
    const panel = screen.getByRole('tabpanel', { name: 'Variant B' });
    expect(within(panel).getByLabelText('Variant id')).toHaveValue('b');
    expect(within(panel).getByText('2 blocks: add and arrange them in the outline.')).toBeVisible();
    const show = within(panel).getByRole('button', { name: 'Show in canvas' });
    await user.click(show);
    expect(onChoose).toHaveBeenLastCalledWith('e1', 'variants.0.targets');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await user.click(show);
    expect(onChoose).toHaveBeenLastCalledWith('e1', null);
    await user.type(within(panel).getByLabelText('Name'), ' (bold)');
    expect((block('e1')?.variants as { name: string }[])[0]?.name).toBe('Variant B (bold)');
    await user.click(screen.getByRole('button', { name: 'Add to Variants' }));
    const variants = block('e1')?.variants as { name: string; variantId: string; targets: unknown[] }[];
    // The default entry, made unique: "b" is taken ("Variant B" no longer is: it was renamed).
    expect(variants[1]).toEqual({ name: 'Variant B', variantId: 'b-2', targets: [] });
    expect(screen.getByRole('tab', { name: 'Variant B' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = setup('e1');
    const baseline = screen.getByRole('tab', { name: 'Baseline' });
    baseline.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Variant B' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Variant B' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sanitizes rich text typed or pasted into a rich-text field before it reaches the document', () => {
    const { block } = setup('h1');
    const body = screen.getByLabelText('Body');
    body.innerHTML = '<p>Hello <b>there</b><img src="x" onerror="alert(1)"></p>';
    fireEvent.input(body);
    expect(block('h1')?.richText).toBe('<p>Hello <b>there</b></p>');
  });
});

describe('SchemaForm', () => {
  function Footer({ onChange }: { onChange: (next: Record<string, unknown>) => void }) {
    const [value, setValue] = useState<Record<string, unknown>>({ id: 'f1', type: 'footer', columns: [{ title: 'Shop', links: [] }], social: [] });
    return (
      <SchemaForm
        schema={blockDefinitions.footer.schema}
        hints={blockDefinitions.footer.fields}
        value={value}
        t={t}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('edits a whole document without sections, answering the next value on every change', async () => {
    const onChange = vi.fn();
    render(<Footer onChange={onChange} />);
    const user = userEvent.setup();
    const column = screen.getByRole('group', { name: 'Shop' });
    const title = within(column).getByLabelText('Title');
    await user.clear(title);
    expect(screen.getByText('Must not be empty')).toBeVisible();
    await user.type(title, 'Help');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ columns: [{ title: 'Help', links: [] }] }));
  });
});
