import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import type { Order } from '../../schemas';
import { OrderConfirmation, OrderNotCompleted, OrderPaymentPending } from '../../storefront/checkout';
import { orders } from '../fixtures/checkout';

const meta = {
  title: 'Storefront/Checkout/Order confirmation',
  component: OrderConfirmation,
  args: { order: orders.us, continueHref: '/en-us' },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Denver, billed to the office in Boulder, paid by Mastercard; sales tax added. */
export const UnitedStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you for your order', level: 1 })).toBeVisible();
    await expect(canvas.getByText('RL1048291307')).toBeVisible();
    await expect(canvas.getByText('We sent a confirmation to maya.thompson@example.com.')).toBeVisible();
    await expect(canvas.getByText('Placed on April 12, 2026', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Denver, CO 80202')).toBeVisible();
    await expect(canvas.getByText('Boulder, CO 80302')).toBeVisible();
    await expect(canvas.getByText('Standard delivery')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(canvasElement.querySelector('.ts-order-totals')).toHaveTextContent('Total$291.61');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
  },
};

/** Toronto: Canadian dollars shown as CAD. */
export const Canada: Story = {
  args: { order: orders.ca, continueHref: '/en-ca' },
  globals: { locale: 'en-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RL1048291544')).toBeVisible();
    await expect(canvas.getAllByText('Toronto, ON M5H 1K4')).toHaveLength(2);
    await expect(canvasElement.querySelector('.ts-order-totals')).toHaveTextContent('TotalCAD 281.37');
  },
};

/** Berlin (du): euros, VAT included. */
export const Germany: Story = {
  args: { order: orders.de, continueHref: '/de-de' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Danke für deine Bestellung', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Wir haben eine Bestätigung an jonas.weber@example.de geschickt.')).toBeVisible();
    await expect(canvas.getAllByText('10119 Berlin')).toHaveLength(2);
    await expect(canvasElement.querySelector('.ts-order-totals')).toHaveTextContent('Inkl. MwSt.28,08 €');
    await expect(canvas.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de-de');
  },
};

/** What a cancelled order's page shows; the cart holds its items again (`basketId`). */
const notCompleted = (order: Order, errorId: string): Order => ({
  ...order,
  status: 'cancelled',
  failure: { errorId, message: 'The payment did not go through', basketId: 'c0ffee0cart0000000000001' },
});

/**
 * A 3-D Secure challenge left unanswered past its time: the store cancelled the order. No thanks: the page says the
 * bank's confirmation failed or expired, that nothing was charged, and leads back to the cart.
 */
export const ChallengeExpired: Story = {
  render: () => <OrderNotCompleted order={notCompleted(orders.us, 'PYT405')} cartHref="/en-us/cart" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your payment was not completed', level: 1 })).toBeVisible();
    await expect(canvas.queryByText('Thank you for your order')).toBeNull();
    await expect(canvas.getByText('Your bank’s confirmation of the payment failed or expired before it was completed.')).toBeVisible();
    await expect(canvas.getByText('You have not been charged, and this order has been cancelled.')).toBeVisible();
    await expect(canvas.getByText('RL1048291307')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to your cart' })).toHaveAttribute('href', '/en-us/cart');
  },
};

/** The server never heard the gateway's answer (a crash) and voided the payment: in German (du). */
export const PaymentUnconfirmedGerman: Story = {
  render: () => <OrderNotCompleted order={notCompleted(orders.de, 'PYT300')} cartHref="/de-de/cart" />,
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deine Zahlung wurde nicht abgeschlossen', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Dir wurde nichts berechnet, und diese Bestellung wurde storniert.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/de-de/cart');
  },
};

/** A declined card, in French (vous). */
export const DeclinedFrench: Story = {
  render: () => <OrderNotCompleted order={notCompleted(orders.ca, 'PYT402')} cartHref="/fr-ca/cart" />,
  globals: { locale: 'fr-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votre carte a été refusée.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retourner au panier' })).toBeVisible();
  },
};

/** The payment is still being settled (the call that placed it was cut off): no thanks yet; the page reads it again. */
export const PaymentPending: Story = {
  render: () => <OrderPaymentPending order={{ ...orders.us, status: 'payment_pending' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We’re confirming your payment', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('please don’t place the order again');
  },
};
