import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import type { CheckoutStep } from '../../runtime/core';
import { SummaryStep } from '../../storefront/checkout';
import { carts } from '../fixtures/checkout';

const meta = {
  title: 'Storefront/Checkout/Summary step',
  component: SummaryStep,
  args: {
    cart: carts.usReady,
    editHref: (step: CheckoutStep) => `/en-us/checkout/${step}`,
    onPlaceOrder: fn(),
    placing: false,
  },
  decorators: [
    (Story) => (
      <div className="ts-checkout" style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SummaryStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Denver: every choice with its Edit link, the items, sales tax added to the total, the terms, Place order. */
export const UnitedStatesWithTax: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Review your order', level: 2 })).toBeVisible();
    await expect(canvas.getByText('maya.thompson@example.com')).toBeVisible();
    await expect(canvas.getByText('Denver, CO 80202')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('Same as shipping address')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit shipping address and method' })).toHaveAttribute('href', '/en-us/checkout/shipping');
    await expect(canvas.getByRole('link', { name: 'Edit payment' })).toHaveAttribute('href', '/en-us/checkout/billing');
    await expect(canvas.getByText("Men's Summit Trail GTX Hiking Boot")).toBeVisible();
    const totals = canvasElement.querySelector('.ts-order-totals');
    await expect(totals).toHaveTextContent('Tax$23.61');
    await expect(totals).toHaveTextContent('Total$291.61');
    await expect(canvas.getByRole('link', { name: 'Terms of sale' })).toHaveAttribute('href', '/en-us/sale-terms');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** London: prices include VAT, shown as such; £4.95 delivery; an American Express card. */
export const UnitedKingdomVat: Story = {
  args: { cart: carts.gbReady, editHref: (step: CheckoutStep) => `/en-gb/checkout/${step}` },
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('London')).toBeVisible();
    await expect(canvas.getByText('EC1M 5PA')).toBeVisible();
    await expect(canvas.getByText('American Express ending in 8431')).toBeVisible();
    const totals = canvasElement.querySelector('.ts-order-totals');
    await expect(totals).toHaveTextContent('Including VAT£32.49');
    await expect(totals).not.toHaveTextContent('Tax');
    await expect(totals).toHaveTextContent('Total£194.95');
  },
};

/** Another billing address and card: both shown. */
export const OtherBilling: Story = {
  args: { cart: carts.usOtherBilling },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Boulder, CO 80302')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** Placing: the button says so and is disabled, so a second press cannot place a second order. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Placing order…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Placing order…');
  },
};

/** The order was refused (an item sold out meanwhile): the error at the top. */
export const WithError: Story = {
  args: { error: 'Some items in your cart are out of stock. Please review your cart.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Some items in your cart are out of stock.');
  },
};

/**
 * The cart changed in another tab while this one showed the review: placing was refused (BSK409) and the review shows
 * the cart as it is now, the notice at the top taking the focus, so a screen reader starts there.
 */
export const CartChanged: Story = {
  args: {
    error:
      'Your cart changed while you were reviewing it (in another tab or on another device). Check the items and the new total below, then place your order.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your cart changed while you were reviewing it');
    await waitFor(() => expect(alert).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(canvasElement.querySelector('.ts-order-totals')).toHaveTextContent('Total$291.61');
  },
};

/** The same notice in French (vous). */
export const CartChangedFrench: Story = {
  args: {
    cart: carts.caReady,
    editHref: (step: CheckoutStep) => `/fr-ca/checkout/${step}`,
    error:
      'Votre panier a changé pendant que vous vérifiiez votre commande (dans un autre onglet ou sur un autre appareil). Vérifiez les articles et le nouveau total ci-dessous, puis passez la commande.',
  },
  globals: { locale: 'fr-ca' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Votre panier a changé');
    await expect(within(canvasElement).getByRole('button', { name: 'Passer la commande' })).toBeVisible();
  },
};

/** Germany (du): the legally required button text. */
export const German: Story = {
  args: { cart: carts.deReady, editHref: (step: CheckoutStep) => `/de-de/checkout/${step}` },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
    await expect(canvas.getByText('10119 Berlin')).toBeVisible();
    await expect(canvasElement.querySelector('.ts-order-totals')).toHaveTextContent('Inkl. MwSt.28,08 €');
  },
};
