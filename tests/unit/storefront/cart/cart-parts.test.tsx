import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadedMessages } from '../../../../runtime/core';
import type { Translate } from '../../../../runtime/core';
import { AddToCart, CartCountBadge, cartErrorMessage, cartLinkLabel, CartView } from '../../../../storefront/cart';
import { usCart, usCartUnavailable } from '../../../../stories/fixtures/cart';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const t = (tag: string): Translate => {
  const found = loadedMessages(tag);
  if (!found) throw new Error(`no words for ${tag}`);
  return found;
};

describe('cart words', () => {
  it('name the cart link with its count', () => {
    expect(cartLinkLabel(t('en-US'), 0)).toBe('Cart');
    expect(cartLinkLabel(t('en-US'), 1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(t('fr-FR'), 3)).toBe('Panier, 3 articles');
  });

  it('say what a cart error means (spec 000 §8), else the server message', () => {
    const en = t('en-US');
    expect(cartErrorMessage(en, { errorId: 'INV700' })).toBe('Sorry, this size just sold out.');
    expect(cartErrorMessage(en, { errorId: 'INV408', maxAllowedQty: 5 })).toBe('You can order at most 5 of this item.');
    expect(cartErrorMessage(en, { errorId: 'INV408' })).toBe('You’ve reached the most you can order of this item.');
    expect(cartErrorMessage(t('de-DE'), { errorId: 'INV406' })).toMatch(/^Einige Artikel/);
    expect(cartErrorMessage(en, { errorId: 'BSK404', message: 'Cart not found' })).toBe('Cart not found');
    expect(cartErrorMessage(en, undefined)).toBe('We couldn’t update your cart. Please try again.');
  });
});

describe('CartCountBadge', () => {
  it('shows the count, hidden from screen readers, and nothing for an empty cart', () => {
    const { container, update } = renderWithRuntime(<CartCountBadge count={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('3');
    update({ locale: 'en-us' });
    const { container: many } = renderWithRuntime(<CartCountBadge count={140} />);
    expect(many).toHaveTextContent('99+');
    const { container: none } = renderWithRuntime(<CartCountBadge count={0} />);
    expect(none).toBeEmptyDOMElement();
  });
});

describe('AddToCart', () => {
  it('adds on a press; with a reason it stays focusable, described, and adds nothing', async () => {
    const onAdd = vi.fn();
    const { unmount } = renderWithRuntime(<AddToCart onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledOnce();
    unmount();
    renderWithRuntime(<AddToCart onAdd={onAdd} disabled disabledReason="Choose a size" />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Choose a size');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledOnce();
  });
});

describe('CartView', () => {
  it('counts the items in its heading and lets checkout go', () => {
    renderWithRuntime(
      <CartView cart={usCart} onQuantity={vi.fn()} onRemove={vi.fn()} checkoutHref="/en-us/checkout/shipping" continueHref="/en-us" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart (4 items)');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout/shipping');
  });

  it('holds checkout while a line cannot be ordered, and says why', () => {
    renderWithRuntime(
      <CartView cart={usCartUnavailable} onQuantity={vi.fn()} onRemove={vi.fn()} checkoutHref="/en-us/checkout/shipping" continueHref="/en-us" />,
    );
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout).not.toHaveAttribute('href');
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription(/Update or remove them to check out/);
  });
});
