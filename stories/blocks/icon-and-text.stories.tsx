import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { promisesColoured, promisesFour, promisesRow } from '../fixtures/navigation';

const meta = {
  title: 'Blocks/Icon and text',
  component: BlockView,
  args: { block: promisesFour },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = (root: HTMLElement) => getComputedStyle(root.querySelector('.ts-iat__list') as Element).gridTemplateColumns.split(' ').length;
const iconWidth = (root: HTMLElement) => (root.querySelector('.ts-iat__icon') as HTMLElement).getBoundingClientRect().width;

/** Four items in two columns; large icons (3xl, 64px). */
export const FourItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
    await expect(iconWidth(canvasElement)).toBe(64);
    await expect(within(canvasElement).getByRole('link', { name: 'How returns work' })).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
  },
};
/** Three items in one row; medium icons (lg, 32px). */
export const Row: Story = {
  args: { block: promisesRow },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
    await expect(iconWidth(canvasElement)).toBe(32);
  },
};
/** On a phone every list is one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
  },
};
/** Items with their own colours, an image icon and a whole-item link; small icons (md, 24px). */
export const Coloured: Story = {
  args: { block: promisesColoured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(iconWidth(canvasElement)).toBe(24);
    await expect(canvas.getByRole('img', { name: 'Ridgeline badge' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /tested on the trail/i })).toHaveAttribute('href', '/en-us/about/our-story');
    await expect(getComputedStyle(canvas.getAllByRole('listitem')[0] as Element).backgroundColor).toBe('rgb(31, 61, 43)');
  },
};
