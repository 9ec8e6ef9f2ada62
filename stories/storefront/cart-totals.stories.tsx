import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { CartTotals } from '../../storefront/cart';
import { caCart, gbCart, usCart, usCartWithTax, usFreeShippingCart, usSmallCart } from '../fixtures/cart';

const meta = {
  title: 'Storefront/Cart/Cart totals',
  component: CartTotals,
  args: { totals: usCart.totals, shippingMethods: usCart.shippingMethods },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The US before an address: tax at checkout, so the total is an estimate; free shipping over $75; the savings shown. */
export const UsBeforeTax: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Calculated at checkout')).toBeVisible();
    await expect(canvas.getByText('Estimated total')).toBeVisible();
    await expect(canvas.getByText('$509.99', { selector: '.ts-cart-totals__row--total dd' })).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('$38.01')).toBeVisible();
    await expect(canvas.getByText('Your order ships free')).toBeVisible();
  },
};
/** The US with a Colorado address: 7.25 % sales tax added. */
export const UsWithTax: Story = {
  args: { totals: usCartWithTax.totals, shippingMethods: usCartWithTax.shippingMethods },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$36.97')).toBeVisible();
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getByText('$546.96')).toBeVisible();
  },
};
/** Below the $75 threshold: shipping costs, and a line says how far free shipping is. */
export const UsBelowFreeShipping: Story = {
  args: { totals: usSmallCart.totals, shippingMethods: usSmallCart.shippingMethods },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spend $51.01 more for free shipping')).toBeVisible();
    await expect(within(canvasElement).getByText('$8.00')).toBeVisible();
  },
};
/** Canada: Canadian dollars shown as CAD, free shipping over CAD 99. */
export const Canada: Story = {
  args: { totals: caCart.totals, shippingMethods: caCart.shippingMethods },
  globals: { locale: 'en-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Spend CAD\s35\.00 more for free shipping$/)).toBeVisible();
    await expect(canvas.getByText(/^CAD\s76\.00$/, { selector: '.ts-cart-totals__row--total dd' })).toBeVisible();
  },
};
/** Great Britain: prices include VAT, named under the total; no tax line. */
export const UkVatIncluded: Story = {
  args: { totals: gbCart.totals, shippingMethods: gbCart.shippingMethods },
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Including VAT £55.66')).toBeVisible();
    await expect(canvas.queryByText('Tax')).toBeNull();
    await expect(canvas.queryByText(/free shipping/)).toBeNull();
  },
};
/** Over the threshold: shipping is free, and the line says so. */
export const FreeShippingReached: Story = {
  args: { totals: usFreeShippingCart.totals, shippingMethods: usFreeShippingCart.shippingMethods },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your order ships free')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};
