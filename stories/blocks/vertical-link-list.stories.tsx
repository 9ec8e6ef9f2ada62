import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { activities } from '../fixtures/navigation';

/** The pictures fade over a few hundred milliseconds; a busy machine may take longer than waitFor's 1 s default. */
const FADE = { timeout: 5000 };

const meta = {
  title: 'Blocks/Vertical link list',
  component: BlockView,
  args: { block: activities },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const opacities = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.ts-vlist__image')].map((img) => getComputedStyle(img).opacity);

/** Hovering a link highlights it and fades its picture in; the others are hidden. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(opacities(canvasElement)).toEqual(['1', '0', '0', '0']), FADE);
    const link = canvas.getByRole('link', { name: 'Backpacking' });
    await userEvent.hover(link);
    await waitFor(() => expect(opacities(canvasElement)).toEqual(['0', '0', '1', '0']), FADE);
    await expect(getComputedStyle(link).color).toBe('rgb(255, 255, 255)');
  },
};
/** Keyboard focus does what hover does. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Trail Running' })).toHaveFocus();
    await waitFor(() => expect(opacities(canvasElement)).toEqual(['0', '1', '0', '0']), FADE);
  },
};
/** Phones have no hover: plain links under the first picture only. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll<HTMLElement>('.ts-vlist__image')];
    await expect(images.map((img) => getComputedStyle(img).display)).toEqual(['block', 'none', 'none', 'none']);
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};
