import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import type { CheckoutStep } from '../../runtime/core';
import { BillingStep, CheckoutLayout, ShippingStep, SummaryStep } from '../../storefront/checkout';
import { addresses, carts, emails, methods } from '../fixtures/checkout';

const hrefOf = (step: CheckoutStep) => `/en-us/checkout/${step}`;
const tokenize = fn(() => Promise.resolve({ token: 'tok_sandbox42424242', brand: 'visa', last4: '4242' }));
const saved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Storefront/Checkout/Layout',
  component: CheckoutLayout,
  args: {
    step: 'shipping',
    reachable: new Set<CheckoutStep>(['shipping']),
    hrefOf,
    cart: carts.usEmpty,
    cartHref: '/en-us/cart',
    children: null,
  },
} satisfies Meta<typeof CheckoutLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the phone's folded summary when there is one; wide screens show it beside the step. */
const openSummary = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const toggle = canvas.queryByRole('button', { name: /Show order summary/ });
  if (toggle) {
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide order summary');
  }
  await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
};

/** The shipping step in its page: progress on top, the summary with the total (tax not known yet). */
export const Shipping: Story = {
  args: {
    children: <ShippingStep country="US" currency="USD" methods={methods.US} selectedMethod="standard" itemTotal={26800} onSubmit={saved()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/en-us/cart');
    await openSummary(canvasElement);
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toHaveTextContent('2 items');
    await expect(summary).toHaveTextContent('Calculated at next step');
    await expect(summary).toHaveTextContent('Total$268.00');
  },
};

/** The billing step: shipping done (a link back); tax now known. */
export const Billing: Story = {
  args: {
    step: 'billing',
    reachable: new Set<CheckoutStep>(['shipping', 'billing']),
    cart: { ...carts.usReady, payment_instruments: [] },
    children: <BillingStep country="US" shippingAddress={addresses.denver} tokenize={tokenize} onSubmit={saved()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shipping (completed)' })).toBeVisible();
    await openSummary(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Tax$23.61');
  },
};

/** The review, in Kestrel's London store. */
export const SummaryUnitedKingdom: Story = {
  args: {
    step: 'summary',
    reachable: new Set<CheckoutStep>(['shipping', 'billing', 'summary']),
    hrefOf: (step: CheckoutStep) => `/en-gb/checkout/${step}`,
    cart: carts.gbReady,
    cartHref: '/en-gb/cart',
    children: <SummaryStep cart={carts.gbReady} editHref={(step) => `/en-gb/checkout/${step}`} onPlaceOrder={fn()} placing={false} />,
  },
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeVisible();
    await openSummary(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Including VAT£32.49');
  },
};

/** German (du): Berlin, filled in. */
export const German: Story = {
  args: {
    hrefOf: (step: CheckoutStep) => `/de-de/checkout/${step}`,
    cart: carts.deReady,
    cartHref: '/de-de/cart',
    children: (
      <ShippingStep
        country="DE"
        currency="EUR"
        methods={methods.DE}
        selectedMethod="standard"
        itemTotal={16990}
        defaultValues={{ email: emails.de, address: addresses.berlin }}
        onSubmit={saved()}
      />
    ),
  },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Warenkorb' })).toBeVisible();
  },
};
