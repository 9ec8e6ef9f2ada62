import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartTotals } from '../../../../storefront/cart';
import { caCart, deCart, gbCart, usCart, usCartWithTax, usSmallCart } from '../../../../stories/fixtures/cart';
import type { Cart } from '../../../../schemas';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const render = (cart: Cart, locale: string) =>
  renderWithRuntime(<CartTotals totals={cart.totals} shippingMethods={cart.shippingMethods} />, { locale });
/** The list's rows as "term: value". */
const rows = () => [...document.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const norm = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('CartTotals', () => {
  it('US before an address: tax at checkout, an estimated total, free shipping over $75, the savings shown', () => {
    render(usCart, 'en-us');
    expect(rows()).toEqual([
      'Subtotal: $509.99',
      'You save: $38.01',
      'ShippingStandard, 3–5 business days: Free',
      'Tax: Calculated at checkout',
      'Estimated total: $509.99',
    ]);
    expect(screen.getByText('Your order ships free')).toBeInTheDocument();
  });

  it('US with an address: the sales tax and the total', () => {
    render(usCartWithTax, 'en-us');
    expect(rows()).toContain('Tax: $36.97');
    expect(rows()).toContain('Total: $546.96');
  });

  it('US below the threshold: what shipping costs and how far free shipping is', () => {
    render(usSmallCart, 'en-us');
    expect(rows()).toContain('ShippingStandard, 3–5 business days: $8.00');
    expect(screen.getByText('Spend $51.01 more for free shipping')).toBeInTheDocument();
    expect(document.querySelector('.ts-free-shipping__bar')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Canada: the amounts in CAD, as a code', () => {
    render(caCart, 'en-ca');
    expect(norm(screen.getByText(/more for free shipping/).textContent ?? '')).toBe('Spend CAD 35.00 more for free shipping');
    expect(rows().map(norm)).toContain('Estimated total: CAD 76.00');
  });

  it('Great Britain: VAT within the total, named under it, and no tax row', () => {
    render(gbCart, 'en-gb');
    expect(rows()).not.toContainEqual(expect.stringMatching(/^Tax/));
    expect(rows()).toContain('Total: £333.95Including VAT £55.66');
    expect(screen.queryByText(/free shipping/)).toBeNull();
  });

  it('Germany: the words and the euro amounts of the locale', () => {
    render(deCart, 'de-de');
    expect(rows().map(norm)).toContain('Gesamtsumme: 384,95 €Inkl. MwSt. 61,46 €');
    expect(rows().map(norm)).toContain('VersandStandard, 2–4 Werktage: 5,95 €');
  });
});
