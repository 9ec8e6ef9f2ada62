import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { CartItem } from '../../schemas';
import { CartIcon } from './icons';
import { LinePrice } from './LinePrice';
import { QuantityStepper } from './QuantityStepper';

export interface CartLineProps {
  readonly item: CartItem;
  readonly onQuantity: (qty: number) => void;
  readonly onRemove: () => void;
  /** Puts the line aside (saved for later); absent where the cart cannot (the mini cart). */
  readonly onSaveForLater?: (() => void) | undefined;
  /** A change of this line is on its way: the line dims, says it is busy and takes no new change until it lands. */
  readonly pending?: boolean;
  /** What went wrong with this line's last change (INV700, INV408 …), in the shopper's words. */
  readonly error?: string;
}

/** The size of the server's drawn product pictures (`?w=300&h=300`): the browser reserves the square before it loads. */
const IMAGE_SIDE = 300;

/**
 * One line of the cart: picture, name (a link to the product), colour and size, price each, quantity, total and a
 * way to remove it. A line that can no longer be ordered as it is says why and what to do; an error of its last
 * change is announced where it happened.
 */
export function CartLine({ item, onQuantity, onRemove, onSaveForLater, pending = false, error }: CartLineProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const soldOut = !item.available && item.maxQty < 1;
  const tooMany = !item.available && !soldOut;
  const classes = ['ts-cart-line', pending ? 'ts-cart-line--pending' : '', item.available ? '' : 'ts-cart-line--unavailable']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} aria-busy={pending || undefined}>
      {pending ? <span className="ts-cart-line__busy" aria-hidden="true" /> : null}
      {/* Decorative: the name follows, in the link. */}
      <img className="ts-cart-line__image" src={item.productImageURL} alt="" width={IMAGE_SIDE} height={IMAGE_SIDE} loading="lazy" decoding="async" />
      <div className="ts-cart-line__info">
        <a className="ts-cart-line__name" href={item.pdpUrl}>
          {item.name}
        </a>
        <dl className="ts-cart-line__attrs">
          <div>
            <dt>{t('product.colour')}</dt>
            <dd>{item.colour.name}</dd>
          </div>
          <div>
            <dt>{t('product.size')}</dt>
            <dd>{item.size}</dd>
          </div>
        </dl>
        <LinePrice price={item.price} qty={item.qty} />
      </div>
      <p className="ts-cart-line__total">
        <span className="ts-sr-only">{t('cart.lineTotal', { price: formatPrice(item.price.rowTotal, item.price.currency, site.locale.tag) })}</span>
        <span aria-hidden="true">{formatPrice(item.price.rowTotal, item.price.currency, site.locale.tag)}</span>
      </p>
      <div className="ts-cart-line__actions">
        <QuantityStepper
          value={item.qty}
          max={item.maxQty}
          onChange={onQuantity}
          onZero={() => !pending && onRemove()}
          label={t('cart.quantityFor', { name: item.name, size: item.size })}
          disabled={pending || soldOut}
        />
        <button
          type="button"
          className="ts-cart-line__remove"
          aria-label={t('cart.removeItem', { name: item.name, size: item.size })}
          aria-disabled={pending || undefined}
          onClick={() => !pending && onRemove()}
        >
          <CartIcon name="trash" />
          <span>{t('cart.remove')}</span>
        </button>
        {onSaveForLater ? (
          <button
            type="button"
            className="ts-cart-line__later"
            aria-label={t('cart.saveForLaterItem', { name: item.name, size: item.size })}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onSaveForLater()}
          >
            {t('cart.saveForLater')}
          </button>
        ) : null}
      </div>
      {item.available ? null : (
        <p className="ts-cart-line__notice">
          <CartIcon name="alert" />
          <span>
            {soldOut ? (
              <>
                <strong>{t('cart.unavailable')}</strong> {t('cart.unavailableHelp')}
              </>
            ) : null}
            {tooMany ? t('cart.onlyLeft', { count: item.maxQty }) : null}
          </span>
        </p>
      )}
      {error ? (
        <p className="ts-cart-line__error" role="alert">
          <CartIcon name="alert" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
