import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { autoplay, carousel, cta, grid, highlightCenter, stacked, threeCardGrid } from '../fixtures/collections';

const meta = {
  title: 'Blocks/Collection',
  component: BlockView,
  args: { block: carousel },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeDot = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button', { name: /go to slide/i })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/** Carousel with arrows, dots and a progress bar; the next arrow moves the active dot. */
export const CarouselWithArrowsAndDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled());
    await expect(activeDot(canvasElement)).toBe(0);
    await userEvent.click(next);
    await waitFor(() => expect(activeDot(canvasElement)).toBe(1));
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  },
};
/** Small screens: one dot per item. */
export const CarouselMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: /go to slide/i })).toHaveLength(carousel.items.length));
  },
};
/** Full-width hero slides advancing every 4 s; pauses on hover or focus and has a pause button. */
export const Autoplay: Story = { args: { block: autoplay } };
/** Grid on every breakpoint: 2 columns, 4 from 1024px. */
export const Grid: Story = { args: { block: grid } };
/** threeCardGrid: carousel on small screens, three cards from 768px. */
export const ThreeCardGrid: Story = { args: { block: threeCardGrid } };
/** highlightCenter: the selected slide centred and in front. */
export const HighlightCenter: Story = { args: { block: highlightCenter } };
/** cta: slides at most 26.5rem wide (19.25rem on small screens), no arrows on small screens. */
export const Cta: Story = { args: { block: cta } };
/** A collection named [stacked]: a full-width, one-column grid. */
export const Stacked: Story = { args: { block: stacked } };
