import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';

/** What the checkout shows of a line: the cart's items and the order's both have it. */
export interface LineItem {
  readonly itemId: string;
  readonly name: string;
  readonly colour: { readonly name: string };
  readonly size: string;
  readonly qty: number;
  readonly price: { readonly rowTotal: number; readonly currency: string };
  readonly productImageURL: string;
}

/**
 * The lines of a cart or an order: picture, name, colour, size, quantity and the line's total. `compact` is the
 * order summary's version (a small picture with the quantity on it); the picture is decorative, the name follows.
 */
export function LineItems({ items, compact = false }: { readonly items: readonly LineItem[]; readonly compact?: boolean }) {
  const t = useMessages();
  const { site } = useRuntime();
  const side = compact ? 64 : 96;
  return (
    <ul className={`ts-line-items${compact ? ' ts-line-items--compact' : ''}`}>
      {items.map((item) => (
        <li key={item.itemId} className="ts-line-item">
          <span className="ts-line-item__picture">
            <img src={item.productImageURL} alt="" width={side} height={side} loading="lazy" decoding="async" />
            {compact ? (
              <span className="ts-line-item__badge" aria-hidden="true">
                {item.qty}
              </span>
            ) : null}
          </span>
          <span className="ts-line-item__text">
            <span className="ts-line-item__name">{item.name}</span>
            <span className="ts-line-item__detail">{t('product.colourChosen', { name: item.colour.name })}</span>
            <span className="ts-line-item__detail">{t('product.sizeChosen', { size: item.size })}</span>
            <span className={`ts-line-item__detail${compact ? ' ts-sr-only' : ''}`}>{t('checkout.qty', { count: item.qty })}</span>
          </span>
          <span className="ts-line-item__price">{formatPrice(item.price.rowTotal, item.price.currency, site.locale.tag)}</span>
        </li>
      ))}
    </ul>
  );
}
