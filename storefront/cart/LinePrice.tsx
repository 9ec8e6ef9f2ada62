import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { CartItem } from '../../schemas';

/**
 * A line's price each: the current price and, when reduced, the original struck through. Struck-through text is
 * not read out as such, so screen readers hear "current" and "original" named, as in the catalogue's PriceDisplay.
 * With more than one unit the price says "each", so it is not taken for the line's total.
 */
export function LinePrice({ price, qty }: { readonly price: CartItem['price']; readonly qty: number }) {
  const t = useMessages();
  const { site } = useRuntime();
  const tag = site.locale.tag;
  const amount = formatPrice(price.current, price.currency, tag);
  const current = qty > 1 ? t('cart.each', { price: amount }) : amount;
  if (price.current >= price.original) {
    return (
      <p className="ts-line-price">
        <span className="ts-line-price__current">{current}</span>
      </p>
    );
  }
  const original = formatPrice(price.original, price.currency, tag);
  return (
    <p className="ts-line-price ts-line-price--reduced">
      <span className="ts-line-price__current">
        <span className="ts-sr-only">{t('price.current', { price: current })}</span>
        <span aria-hidden="true">{current}</span>
      </span>{' '}
      <s className="ts-line-price__original">
        <span className="ts-sr-only">{t('price.original', { price: original })}</span>
        <span aria-hidden="true">{original}</span>
      </s>
    </p>
  );
}
