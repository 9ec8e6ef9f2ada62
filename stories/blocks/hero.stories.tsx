import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { onAPage } from '../fixtures/page-frame';
import { heroFocused, heroNoCta, heroNoGradient, heroOverlay, heroPromotion, heroSmallOnly, heroSplit, heroStacked } from '../fixtures/heroes';

const meta = {
  title: 'Blocks/Hero',
  component: BlockView,
  args: { block: heroOverlay },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text over the image with the full (35%) dark gradient; two buttons; small print. */
export const Overlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Made for the long way up' })).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByRole('link', { name: 'Shop women' })).toHaveAttribute('href', '/en-us/c/womens-outerwear-1001');
  },
};
/** The focused (50%) gradient, centred text, a caption. */
export const GradientFocused: Story = { args: { block: heroFocused } };
/** No gradient, light tone: dark text straight on a pale image, narrow (⅓) overlay. */
export const GradientOff: Story = { args: { block: heroNoGradient } };
/** Image above, text below, equal-width buttons. */
export const Stacked: Story = { args: { block: heroStacked } };
/** Stacked on small screens, split (image start) on medium, split (image end) on large; eyebrow logo; badge. */
export const Split: Story = { args: { block: heroSplit } };
/** linkType No-CTA: the whole hero is one link to mediaTarget; badge and caption. */
export const NoCta: Story = {
  args: { block: heroNoCta },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/en-us/c/sale-1999');
  },
};
/** Small screens: the overlay hero uses its portrait image. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** A tracked promotion: full height, wide (11/12) overlay, badge, caption; the picture links to mediaTarget. */
export const Promotion: Story = {
  args: { block: heroPromotion },
  // Each mount counts its own impressions: the data layer is the window's, and outlives a remount.
  beforeEach: () => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pictureLink = canvas.getByRole('link', { name: 'Layered mountain ridges under a night sky' });
    await expect(pictureLink).toHaveAttribute('tabindex', '-1');
    await expect(canvasElement.querySelector('.ts-hero')).toHaveClass('ts-hero--full-height');
    // Seen: at least half of it is on screen, so the impression reaches the data layer once.
    await waitFor(async () => {
      const layer = (window as unknown as { dataLayer?: { event?: string; promotionId?: string }[] }).dataLayer ?? [];
      await expect(layer.filter((e) => e.event === 'promotion_impression' && e.promotionId === 'RL-STORY-1').length).toBe(1);
    });
  },
};
/** hideOnBreakpoint md and lg: visible on phones only. */
export const SmallScreensOnly: Story = {
  args: { block: heroSmallOnly },
  // On a desktop the page shows without it.
  decorators: [onAPage],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block-id="hero-small-only"]')).toHaveClass('ts-hide-md', 'ts-hide-lg');
  },
};
