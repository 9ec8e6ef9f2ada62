import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { OrderConfirmation } from '../../storefront/checkout';
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
