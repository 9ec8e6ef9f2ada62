import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { CartEmpty, CartSkeleton, CartView } from '../../storefront/cart';
import { deCart, frCart, usCart, usCartUnavailable, usLines } from '../fixtures/cart';

const meta = {
  title: 'Storefront/Cart/Cart page',
  component: CartView,
  args: { cart: usCart, onQuantity: fn(), onRemove: fn(), checkoutHref: '/en-us/checkout/shipping', continueHref: '/en-us' },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines (one reduced, one of two) beside the order summary on a wide screen, above it on a phone. */
export const SeveralItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart (4 items)');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout/shipping');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
    const packs = canvas.getByRole('group', { name: 'Quantity for Sidewinder 20 Daypack, One size' });
    await userEvent.click(within(packs).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantity).toHaveBeenCalledWith(usLines.packs.itemId, 1);
  },
};
/** A line sold out, another short of stock: the top notice, each line's notice, and checkout waiting with the reason. */
export const OneUnavailable: Story = {
  args: {
    cart: usCartUnavailable,
    notice: 'Some items in your cart are no longer available. Update or remove them to check out.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some items in your cart are no longer available.');
    const checkout = canvas.getByRole('link', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).not.toHaveAttribute('href');
    await expect(checkout).toHaveAccessibleDescription(/Update or remove them to check out/);
    await expect(canvas.getByText('No longer available')).toBeVisible();
  },
};
/** A change on its way on one line, and the error of another's last change. */
export const PendingAndError: Story = {
  args: {
    pendingItemIds: new Set([usLines.packs.itemId]),
    lineErrors: { [usLines.boot.itemId]: 'Sorry, this size just sold out.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sorry, this size just sold out.');
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  },
};
/** Nothing in the cart: the way back to the shop (the cart page's content sections would follow). */
export const Empty: Story = {
  render: () => <CartEmpty continueHref="/en-us" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
  },
};
/** While the cart loads: its shape, busy, and one sentence for screen readers. */
export const Loading: Story = {
  render: () => <CartSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
/** Kestrel in France: euros, VAT included, "vous". */
export const French: Story = {
  args: { cart: frCart, checkoutHref: '/fr-fr/checkout/shipping', continueHref: '/fr-fr' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Votre panier (4 articles)');
    await expect(canvas.getByRole('link', { name: 'Passer la commande' })).toBeVisible();
    await expect(canvas.getByText(/^Dont TVA/)).toBeVisible();
  },
};
/** Kestrel in Germany: euros, VAT included, "du". */
export const German: Story = {
  args: { cart: deCart, checkoutHref: '/de-de/checkout/shipping', continueHref: '/de-de' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dein Warenkorb (4 Artikel)');
    await expect(canvas.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
    await expect(canvas.getByText(/^Inkl\. MwSt\./)).toBeVisible();
  },
};
/** The empty cart in German, with the cart page's content below (here a stand-in). */
export const EmptyGerman: Story = {
  globals: { locale: 'de-de' },
  render: () => (
    <CartEmpty continueHref="/de-de">
      <p style={{ textAlign: 'center', padding: '2rem 1rem', margin: 0 }}>Inhalte der Warenkorbseite</p>
    </CartEmpty>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Dein Warenkorb ist leer' })).toBeVisible();
    await expect(within(canvasElement).getByText('Inhalte der Warenkorbseite')).toBeVisible();
  },
};
