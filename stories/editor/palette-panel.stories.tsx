import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homePage, OutlineStory } from './outline-fixtures';

const meta = {
  title: 'Editor/Palette',
  component: OutlineStory,
  args: { document: homePage() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OutlineStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every registry block, grouped: heroes and banners, containers, content, navigation. */
export const AllBlocks: Story = {
  play: async ({ canvasElement }) => {
    const palette = within(canvasElement).getByRole('region', { name: 'Blocks' });
    await expect(
      within(palette)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby') && within(group).getByRole('heading').textContent),
    ).toEqual(['Heroes and banners', 'Containers', 'Content', 'Navigation and site chrome']);
    await expect(within(palette).getAllByRole('button')).toHaveLength(24);
  },
};

/** Filtered as you type: "grid" finds the article grid and the collection (its description says grid). */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const palette = within(canvasElement).getByRole('region', { name: 'Blocks' });
    await userEvent.type(within(palette).getByRole('searchbox', { name: 'Search blocks' }), 'grid');
    await waitFor(() => expect(within(palette).getByRole('status')).toHaveTextContent('2 blocks match.'));
    await expect(
      within(palette)
        .getAllByRole('button')
        .map((entry) => entry.dataset.blockType),
    ).toEqual(['collection', 'articleGrid']);
  },
};

/** Enter on an entry adds the block after the selected one, and selects it. */
export const InsertWithEnter: Story = {
  args: { selection: ['hero-overlay'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blocks' }), 'video{Enter}');
    const added = await canvas.findByRole('treeitem', { name: /^Video/, selected: true });
    await expect(added).toHaveAttribute('aria-posinset', '2');
    await expect(canvas.getByText('Video added in section “hero”.')).toBeVisible();
  },
};
