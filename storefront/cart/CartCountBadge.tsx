import { formatNumber } from '../../runtime/core';
import type { Translate } from '../../runtime/core';
import { useRuntime } from '../../runtime/react';

/** More than this shows as "99+": the badge stays a small circle. */
const MOST_SHOWN = 99;

/**
 * The count over the header's cart icon. Hidden from screen readers: the icon link's own name carries the count
 * (`cartLinkLabel`), so it is heard once, with what it counts. Nothing shows for an empty cart.
 * The icon link must be its containing block (`position: relative`); cart.css sets it for `.ts-icon-link`.
 */
export function CartCountBadge({ count }: { readonly count: number }) {
  const { site } = useRuntime();
  if (count <= 0) return null;
  return (
    <span className="ts-cart-badge" aria-hidden="true">
      {count > MOST_SHOWN ? `${formatNumber(MOST_SHOWN, site.locale.tag)}+` : formatNumber(count, site.locale.tag)}
    </span>
  );
}

/** The cart link's accessible name: "Cart" when empty, else "Cart, 3 items" (`shell.cartWithCount`). */
export const cartLinkLabel = (t: Translate, count: number): string => (count > 0 ? t('shell.cartWithCount', { count }) : t('shell.cart'));
