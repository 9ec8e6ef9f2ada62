import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useMessages } from '../../runtime/react';
import type { Cart } from '../../schemas';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { CartIcon } from './icons';

export interface CartViewProps {
  readonly cart: Cart;
  readonly onQuantity: (itemId: string, qty: number) => void;
  readonly onRemove: (itemId: string) => void;
  /** Puts a line aside (saved for later). */
  readonly onSaveForLater?: ((itemId: string) => void) | undefined;
  /** What follows the bag's lines: the saved-for-later list. */
  readonly saved?: ReactNode;
  /** Lines whose change is on its way. */
  readonly pendingItemIds?: ReadonlySet<string>;
  /** A line's error, by item id, in the shopper's words. */
  readonly lineErrors?: Readonly<Record<string, string>>;
  /** A message about the whole cart (a merge, items gone out of stock), announced at the top. */
  readonly notice?: string;
  readonly checkoutHref: string;
  readonly continueHref: string;
}

const NO_PENDING: ReadonlySet<string> = new Set();

/**
 * The cart page's body: the heading with the item count, the lines, and the order summary beside them on a wide
 * screen (below them on a phone) with the totals and the way to checkout. While a line cannot be ordered as it is,
 * checkout stays in view but does not go: it says what to do instead.
 */
export function CartView({
  cart,
  onQuantity,
  onRemove,
  onSaveForLater,
  saved,
  pendingItemIds = NO_PENDING,
  lineErrors = {},
  notice,
  checkoutHref,
  continueHref,
}: CartViewProps) {
  const t = useMessages();
  const itemsId = useId();
  const summaryId = useId();
  const blockedId = useId();
  const blocked = cart.items.some((item) => !item.available);
  return (
    <div className="ts-cart">
      <h1 className="ts-cart__title" tabIndex={-1}>
        {t('cart.title')} <span className="ts-cart__count">({t('cart.itemCount', { count: cart.totalItems })})</span>
      </h1>
      {notice ? (
        <p className="ts-cart__notice" role="alert">
          <CartIcon name="alert" />
          <span>{notice}</span>
        </p>
      ) : null}
      <div className="ts-cart__layout">
        <section className="ts-cart__items" aria-labelledby={itemsId}>
          <h2 id={itemsId} className="ts-sr-only">
            {t('cart.items')}
          </h2>
          <ul className="ts-cart__lines">
            {cart.items.map((item) => (
              <li key={item.itemId}>
                <CartLine
                  item={item}
                  onQuantity={(qty) => onQuantity(item.itemId, qty)}
                  onRemove={() => onRemove(item.itemId)}
                  {...(onSaveForLater ? { onSaveForLater: () => onSaveForLater(item.itemId) } : {})}
                  pending={pendingItemIds.has(item.itemId)}
                  {...(lineErrors[item.itemId] ? { error: lineErrors[item.itemId] } : {})}
                />
              </li>
            ))}
          </ul>
          <a className="ts-cart__continue" href={continueHref}>
            <CartIcon name="arrowLeft" />
            <span>{t('cart.continueShopping')}</span>
          </a>
          {saved}
        </section>
        <aside className="ts-cart__summary" aria-labelledby={summaryId}>
          <h2 id={summaryId} className="ts-cart__summary-title">
            {t('cart.summary')}
          </h2>
          <CartTotals totals={cart.totals} shippingMethods={cart.shippingMethods} />
          {blocked ? (
            <>
              <p id={blockedId} className="ts-cart__blocked">
                {t('cart.checkoutBlocked')}
              </p>
              {/* No href: it goes nowhere, yet stays focusable and named, with the reason as its description. */}
              <a
                className="ts-button ts-button--primary ts-button--lg ts-cart__checkout"
                role="link"
                tabIndex={0}
                aria-disabled="true"
                aria-describedby={blockedId}
                onClick={(event: MouseEvent) => event.preventDefault()}
              >
                {t('cart.checkout')}
              </a>
            </>
          ) : (
            <a className="ts-button ts-button--primary ts-button--lg ts-cart__checkout" href={checkoutHref}>
              {t('cart.checkout')}
            </a>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The cart with nothing in it: says so, offers the way back to the shop, then the cart page's content sections. */
export function CartEmpty({ continueHref, children }: { readonly continueHref: string; readonly children?: ReactNode }) {
  const t = useMessages();
  return (
    <div className="ts-cart ts-cart--empty">
      <div className="ts-cart-empty">
        <span className="ts-cart-empty__icon">
          <CartIcon name="bag" className="ts-cart-empty__svg" />
        </span>
        <h1 className="ts-cart-empty__title" tabIndex={-1}>
          {t('cart.emptyTitle')}
        </h1>
        <p className="ts-cart-empty__text">{t('cart.emptyText')}</p>
        <a className="ts-button ts-button--primary ts-button--md" href={continueHref}>
          {t('cart.continueShopping')}
        </a>
      </div>
      {children}
    </div>
  );
}

/** The cart while it loads: its shape in grey, and one sentence for screen readers. */
export function CartSkeleton({ lines = 2 }: { readonly lines?: number }) {
  const t = useMessages();
  return (
    <div className="ts-cart ts-cart--loading" aria-busy="true">
      {/* The page's heading is there while the cart loads, as it will be after. */}
      <h1 className="ts-sr-only">{t('cart.title')}</h1>
      <p className="ts-sr-only" role="status">
        {t('cart.loading')}
      </p>
      <div aria-hidden="true">
        <div className="ts-skeleton ts-skeleton--title" />
        <div className="ts-cart__layout">
          <div className="ts-cart__lines">
            {Array.from({ length: lines }, (_, i) => (
              <div key={i} className="ts-skeleton-line">
                <div className="ts-skeleton ts-skeleton--image" />
                <div className="ts-skeleton-line__text">
                  <div className="ts-skeleton ts-skeleton--text" />
                  <div className="ts-skeleton ts-skeleton--text ts-skeleton--short" />
                  <div className="ts-skeleton ts-skeleton--stepper" />
                </div>
              </div>
            ))}
          </div>
          <div className="ts-cart__summary">
            <div className="ts-skeleton ts-skeleton--text" />
            <div className="ts-skeleton ts-skeleton--text" />
            <div className="ts-skeleton ts-skeleton--text ts-skeleton--short" />
            <div className="ts-skeleton ts-skeleton--button" />
          </div>
        </div>
      </div>
    </div>
  );
}
