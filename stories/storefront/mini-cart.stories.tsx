import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { AddToCart, MiniCart } from '../../storefront/cart';
import type { MiniCartProps } from '../../storefront/cart';
import { miniCartAfterAdd } from '../fixtures/cart';

/** A product page's button that opens the mini cart, as the product page will: the dialog gives focus back to it. */
function WithOpener(props: MiniCartProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: '1.5rem', maxWidth: '24rem' }}>
      <AddToCart onAdd={() => setOpen(true)} />
      <MiniCart
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Cart/Mini cart',
  component: MiniCart,
  args: { open: true, onClose: fn(), ...miniCartAfterAdd, cartHref: '/en-us/cart', checkoutHref: '/en-us/checkout/shipping' },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open after an add: the line added, what the cart holds now and the ways on; a drawer on a wide screen. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Added to your cart' });
    const inside = within(dialog);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(inside.getByRole('link', { name: "Men's Summit Trail GTX Hiking Boot" })).toBeVisible();
    await expect(inside.getByText('Qty 1')).toBeVisible();
    await expect(inside.getByText('2 items')).toBeVisible();
    await expect(inside.getByText('$279.99')).toBeVisible();
    await expect(inside.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
    await expect(inside.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout/shipping');
    // The browser moved focus into the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};
/** On a phone: a sheet from the bottom. */
export const OpenOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('dialog', { name: 'Added to your cart' })).toBeVisible());
  },
};
/** Opened from its button, closed with Escape: onClose fires once and focus is back on the button. */
export const EscapeCloses: Story = {
  args: { open: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Added to your cart' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
/** The close button and a press on the dimmed page close it too. */
export const CloseButtonAndBackdrop: Story = {
  args: { open: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Added to your cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(opener);
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    // The backdrop: a press outside the dialog's box lands on the dialog element itself.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
