import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { Cart, CartItem } from '../../schemas';
import { CartIcon } from './icons';
import { LinePrice } from './LinePrice';

export interface MiniCartProps {
  readonly open: boolean;
  /** Every way out calls this: the close button, Escape, a press on the dimmed page. The parent sets `open` false. */
  readonly onClose: () => void;
  /** The line just added. */
  readonly added: CartItem | null;
  readonly cart: Cart | null;
  readonly cartHref: string;
  readonly checkoutHref: string;
}

/**
 * Spec 000 §2's "mini cart": the dialog that confirms an add to cart, with the line added, what the cart now holds
 * and the ways on. A native modal `<dialog>`: the browser moves focus into it, keeps it there, makes the page
 * behind inert and gives focus back to the opener on close. A drawer from the right on a wide screen, a sheet from
 * the bottom on a phone; it slides in and out in 250 ms (spec 000 §9), CSS only, still under reduced motion.
 */
export function MiniCart({ open, onClose, added, cart, cartHref, checkoutHref }: MiniCartProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The dialog follows `open`; React owns the state, the browser the focus and the top layer.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open === open) return;
    if (typeof dialog.showModal !== 'function') dialog.toggleAttribute('open', open);
    else if (open) dialog.showModal();
    else dialog.close();
    // The browser focuses the first control (close); the title instead, so a screen reader starts at the top
    // and a keyboard's first Tab reaches close. Focus still returns to the opener on close.
    if (open) titleRef.current?.focus();
  }, [open]);

  // Escape is handled here rather than left to the browser's cancel, so a synthetic Escape (assistive tools,
  // tests) closes it too, through the same state as every other way out.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  // A press on the backdrop lands on the dialog element itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) onClose();
  };
  const money = (minor: number, currency: string) => formatPrice(minor, currency, site.locale.tag);

  return (
    <dialog
      ref={ref}
      className="ts-minicart"
      aria-labelledby={titleId}
      // The browser closed it (a form, a close request React did not see): the state follows.
      onClose={() => open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {/* Rendered while closed too, so the panel still has its content as it slides out. */}
      <div className="ts-minicart__panel">
        <div className="ts-minicart__head">
          <h2 id={titleId} ref={titleRef} className="ts-minicart__title" tabIndex={-1}>
            {added ? <CartIcon name="check" className="ts-minicart__check" /> : null}
            {added ? t('miniCart.title') : t('cart.title')}
          </h2>
          <button type="button" className="ts-icon-button ts-minicart__close" aria-label={t('miniCart.close')} onClick={onClose}>
            <CartIcon name="close" />
          </button>
        </div>
        {added ? (
          <div className="ts-minicart__item">
            <img className="ts-minicart__image" src={added.productImageURL} alt="" width={300} height={300} />
            <div className="ts-minicart__info">
              <a className="ts-minicart__name" href={added.pdpUrl}>
                {added.name}
              </a>
              <p className="ts-minicart__attrs">
                {[added.colour.name, added.size, t('miniCart.quantity', { count: added.qty })].map((part, i) => (
                  <span key={i}>
                    {i > 0 ? (
                      <span className="ts-minicart__dot" aria-hidden="true">
                        {' '}
                        ·{' '}
                      </span>
                    ) : null}
                    {part}
                  </span>
                ))}
              </p>
              <LinePrice price={added.price} qty={added.qty} />
              {added.qty > 1 ? (
                <p className="ts-minicart__line-total">
                  <span className="ts-sr-only">
                    {t('cart.lineTotal', { price: formatPrice(added.price.rowTotal, added.price.currency, site.locale.tag) })}
                  </span>
                  <span aria-hidden="true">{formatPrice(added.price.rowTotal, added.price.currency, site.locale.tag)}</span>
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        {cart ? (
          <dl className="ts-minicart__summary">
            <div>
              <dt>{t('miniCart.inCart')}</dt>
              <dd>{t('cart.itemCount', { count: cart.totalItems })}</dd>
            </div>
            <div>
              <dt>{t('cart.subtotal')}</dt>
              <dd className="ts-minicart__subtotal">{money(cart.totals.itemTotal, cart.totals.currency)}</dd>
            </div>
          </dl>
        ) : null}
        <div className="ts-minicart__actions">
          <a className="ts-button ts-button--primary ts-button--md" href={checkoutHref}>
            {t('cart.checkout')}
          </a>
          <a className="ts-button ts-button--secondary ts-button--md" href={cartHref}>
            {t('miniCart.viewCart')}
          </a>
        </div>
      </div>
    </dialog>
  );
}
