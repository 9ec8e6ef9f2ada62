import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { onAPage } from '../fixtures/page-frame';
import { footwearFilter, notFootwearFilter } from '../fixtures/personalization';

const meta = {
  title: 'Blocks/Filter',
  component: BlockView,
  args: { block: footwearFilter },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (root: HTMLElement) => within(root).queryByRole('heading', { name: 'Find your boot size' });

/** IN, on a listed category (men's footwear, 1100): the shoe-fit banner shows. */
export const InOnListedCategory: Story = {
  parameters: { path: '/c/mens-footwear-1100' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
  },
};
/** IN, on another category: nothing. */
export const InOnOtherCategory: Story = {
  decorators: [onAPage],
  parameters: { path: '/c/mens-clothing-1200' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
  },
};
/** NOT IN, on a page without a category id: shows. */
export const NotInElsewhere: Story = {
  args: { block: notFootwearFilter },
  parameters: { path: '/explore' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
  },
};
/** NOT IN, on a listed category: nothing. */
export const NotInOnListedCategory: Story = {
  decorators: [onAPage],
  args: { block: notFootwearFilter },
  parameters: { path: '/c/womens-footwear-2100' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
  },
};
