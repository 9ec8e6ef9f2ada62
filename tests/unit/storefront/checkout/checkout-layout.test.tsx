import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CheckoutStep } from '../../../../runtime/core';
import type { Cart } from '../../../../schemas';
import { CheckoutLayout, SummaryStep } from '../../../../storefront/checkout';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const cart: Cart = {
  id: 'bsk00000000000000000001',
  version: 1,
  siteId: 'ridgeline-en-us',
  currency: 'USD',
  totalItems: 1,
  items: [
    {
      itemId: 'itm00000000000000000001',
      productId: 'RL10062010',
      masterId: 'RL100620',
      upc: '084110001001',
      qty: 2,
      maxQty: 24,
      name: 'Sidewinder 20 Daypack',
      slug: 'sidewinder-20-daypack',
      colour: { code: '210', name: 'Slate' },
      size: 'One size',
      price: { current: 7900, original: 7900, rowTotal: 15800, currency: 'USD' },
      pdpUrl: '/en-us/p/sidewinder-20-daypack-RL10062010',
      productImageURL: '/images/pack.svg',
      available: true,
    },
  ],
  totals: {
    itemTotal: 15800,
    itemSubTotal: 15800,
    shipping: 0,
    tax: 0,
    taxIncluded: false,
    totalWithoutTax: 15800,
    totalDiscount: 0,
    total: 15800,
    currency: 'USD',
    totalUnits: 2,
  },
  shippingMethods: [
    { shippingId: 'shp1', code: 'standard', applicableShippingMethods: [{ code: 'standard', price: 800, deliveryTime: '3-5', freeOver: 7500 }] },
  ],
  payment_instruments: [],
  email: null,
  shippingAddress: null,
  billingAddress: null,
  flash: [],
};

function Checkout({ error }: { readonly error?: string }) {
  const [step, setStep] = useState<CheckoutStep>('shipping');
  return (
    <CheckoutLayout step={step} reachable={new Set<CheckoutStep>([step])} hrefOf={(s) => `/en-us/checkout/${s}`} cart={cart}>
      {step === 'shipping' ? (
        <button type="button" onClick={() => setStep('summary')}>
          next
        </button>
      ) : (
        <SummaryStep
          cart={cart}
          editHref={(s) => `/en-us/checkout/${s}`}
          onPlaceOrder={() => undefined}
          placing={false}
          {...(error ? { error } : {})}
        />
      )}
    </CheckoutLayout>
  );
}

describe('CheckoutLayout', () => {
  it('shows the order summary with its count and total, tax still to come', () => {
    renderWithRuntime(<Checkout />);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('2 items');
    expect(summary).toHaveTextContent('Calculated at next step');
    expect(screen.getByRole('button', { name: /Show order summary/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the focus to the new step’s heading', async () => {
    renderWithRuntime(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('heading', { name: 'Review your order' })).toHaveFocus();
  });

  it('leaves the focus on a step’s error when it opens with one', async () => {
    renderWithRuntime(<Checkout error="Your card was declined." />);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('Your card was declined.').closest('p')).toHaveFocus();
  });
});
