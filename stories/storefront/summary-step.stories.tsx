import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  decorators: [(Story) => <div className="ts-checkout" style={{ maxWidth: '48rem' }}><Story /></div>],
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
