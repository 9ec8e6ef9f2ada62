import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { CheckoutProgress } from '../../storefront/checkout';
import type { CheckoutStep } from '../../runtime/core';

const hrefOf = (step: CheckoutStep) => `/en-us/checkout/${step}`;

const meta = {
  title: 'Storefront/Checkout/Progress',
  component: CheckoutProgress,
  args: { step: 'shipping', reachable: new Set<CheckoutStep>(['shipping']), hrefOf },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First step: nothing done yet, nothing to go back to. */
export const Shipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    await expect(canvas.getByText('Shipping').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Billing: shipping is done and a link back. */
export const Billing: Story = {
  args: { step: 'billing', reachable: new Set<CheckoutStep>(['shipping', 'billing']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shipping (completed)' })).toHaveAttribute('href', '/en-us/checkout/shipping');
    await expect(canvas.getByText('Billing').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('link', { name: /Review/ })).toBeNull();
  },
};

/** Review: both steps before it are links back. */
export const Summary: Story = {
  args: { step: 'summary', reachable: new Set<CheckoutStep>(['shipping', 'billing', 'summary']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Billing (completed)' })).toBeVisible();
  },
};

/** Back on shipping from the review: the steps already filled in stay reachable. */
export const EditingFromReview: Story = {
  args: { step: 'shipping', reachable: new Set<CheckoutStep>(['shipping', 'billing', 'summary']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/en-us/checkout/summary');
  },
};

/** German: the words of the steps. */
export const German: Story = {
  args: { step: 'billing', reachable: new Set<CheckoutStep>(['shipping', 'billing']), hrefOf: (step: CheckoutStep) => `/de-de/checkout/${step}` },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Bestellschritte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Versand (abgeschlossen)' })).toBeVisible();
  },
};
