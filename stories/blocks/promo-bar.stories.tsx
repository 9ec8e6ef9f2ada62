import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { onAPage } from '../fixtures/page-frame';
import { clickable, notClosable, rotating, single } from '../fixtures/promo-bars';

const meta = {
  title: 'Blocks/Promo bar',
  component: BlockView,
  args: { block: single },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One message with a link; closing hides the bar and remembers it in a cookie. */
export const Single: Story = {
  decorators: [onAPage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close promotions' }));
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull();
    await expect(document.cookie).toContain('ts_promo_promo-single=1');
  },
};
/** Closed earlier: the server already renders nothing. */
export const RememberedClosed: Story = {
  decorators: [onAPage],
  parameters: { persisted: { 'ts_promo_promo-single': '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Promotions' })).toBeNull();
  },
};
/**
 * Three messages (an empty one is dropped), one second each, each with its own colours. Under reduced motion they
 * stay put (and no pause button is offered) until the shopper asks for the next.
 */
export const Rotating: Story = {
  args: { block: rotating },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/free shipping/i)).toBeVisible());
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvas.queryByRole('button', { name: /pause/i })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Next message' }));
    }
    await waitFor(() => expect(canvas.getByText(/summit shell in burnt orange/i)).toBeVisible(), { timeout: 3000 });
    await expect(canvas.getByText(/free shipping/i)).not.toBeVisible();
  },
};
/** The whole message is one link. */
export const Clickable: Story = {
  args: { block: clickable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /up to 40% off/i })).toHaveAttribute('href', '/en-us/c/sale-1999');
  },
};
/** closable: false — no close button. */
export const NotClosable: Story = {
  args: { block: notClosable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close promotions' })).toBeNull();
  },
};
