import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useWords } from '../../editor/app';
import { type Command, CommandPalette } from '../../editor/commands';

function Palette({ onUndo, onSave }: { readonly onUndo: () => void; readonly onSave: () => void }) {
  const { t } = useWords();
  const commands: Command[] = [
    { id: 'history.undo', label: 'editor.commands.undo', group: 'history', shortcuts: ['Mod+Z'], enabled: () => true, run: onUndo },
    { id: 'history.redo', label: 'editor.commands.redo', group: 'history', shortcuts: ['Mod+Shift+Z'], enabled: () => false, run: () => undefined },
    { id: 'document.save', label: 'editor.commands.save', group: 'document', shortcuts: ['Mod+S'], enabled: () => true, run: onSave },
    { id: 'view.small', label: 'editor.commands.viewportSmall', group: 'view', enabled: () => true, run: () => undefined },
    { id: 'navigate.documents', label: 'editor.commands.documents', group: 'navigate', enabled: () => true, run: () => undefined },
  ];
  return <CommandPalette commands={commands} t={t} onClose={() => undefined} />;
}

const meta = {
  title: 'Editor/App/Command palette',
  component: Palette,
  args: { onUndo: fn(), onSave: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every command with its shortcut; redo is disabled (nothing to redo). */
export const Open: Story = {};

/** Typing filters; the arrow keys move through the enabled commands; Enter runs the active one. */
export const FilterAndRun: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const combobox = await body.findByRole('combobox', { name: 'Search commands' });
    await expect(combobox).toHaveFocus();
    await userEvent.type(combobox, 'save');
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Arrow keys skip the disabled command. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const combobox = await body.findByRole('combobox', { name: 'Search commands' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}');
    const active = combobox.getAttribute('aria-activedescendant') ?? '';
    await expect(canvasElement.ownerDocument.getElementById(active)).toHaveTextContent('Save now');
  },
};
