import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { bannerCard, bannerStrip } from '../fixtures/heroes';

const meta = {
  title: 'Blocks/Banner',
  component: BlockView,
  args: { block: bannerStrip },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A short strip over a wide image, split on larger screens. */
export const Strip: Story = {};
/** Without media: a card on the brand's sand surface, the button beside the text on large screens. */
export const Card: Story = {
  args: { block: bannerCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Free returns within 60 days' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How returns work' })).toBeVisible();
  },
};
/** Kestrel's palette. */
export const Kestrel: Story = { globals: { locale: 'en-gb' } };
