import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { CartLine } from '../../storefront/cart';
import { usLines } from '../fixtures/cart';

const meta = {
  title: 'Storefront/Cart/Cart line',
  component: CartLine,
  args: { item: usLines.boot, onQuantity: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 1rem', maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, name (a link to the product in its colour), colour, size, price, quantity, total, remove. */
export const Regular: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Men's Summit Trail GTX Hiking Boot" })).toHaveAttribute(
      'href',
      '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010?colour=220',
    );
    await expect(canvas.getByText('Saddle Brown')).toBeVisible();
    await expect(canvas.getByText('US 9')).toBeVisible();
    await expect(canvas.getByText('Item total: $189.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Remove Men's Summit Trail GTX Hiking Boot, US 9" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantity).toHaveBeenCalledWith(2);
  },
};
/** Reduced: the price each in the sale colour, the original struck through; both named for screen readers. */
export const Reduced: Story = {
  args: { item: usLines.jacket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current price: $90.99')).toBeInTheDocument();
    await expect(canvas.getByText('Original price: $129.00')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toBeVisible();
  },
};
/** Two of a kind: the price says "each" beside the line's total. */
export const TwoOfAKind: Story = {
  args: { item: usLines.packs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$115.00 each')).toBeVisible();
    await expect(canvas.getByText('$230.00')).toBeVisible();
  },
};
/** Sold out since it was added: it says so and how to go on; only remove is left to do. */
export const Unavailable: Story = {
  args: { item: usLines.soldOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No longer available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /^Remove / })).toBeEnabled();
  },
};
/** More in the cart than is left: lower the quantity. */
export const ShortOfStock: Story = {
  args: { item: usLines.short },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only 2 left. Lower the quantity to check out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantity).toHaveBeenCalledWith(2);
  },
};
/** The last change failed: the reason is announced at the line. */
export const WithError: Story = {
  args: { item: usLines.atMax, error: 'You can order at most 5 of this item.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You can order at most 5 of this item.');
  },
};
/** A change on its way: the line is busy and takes no other until it lands. */
export const Pending: Story = {
  args: { item: usLines.packs, pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Remove / }));
    await expect(args.onQuantity).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
/** All five left of the size are in the cart: + stops, and says why. */
export const AtMax: Story = {
  args: { item: usLines.atMax },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 available');
  },
};
