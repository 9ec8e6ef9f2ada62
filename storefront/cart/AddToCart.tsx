import { useId } from 'react';
import { useMessages } from '../../runtime/react';
import { CartIcon } from './icons';

export interface AddToCartProps {
  /** Nothing can be added yet (no size chosen, sold out). */
  readonly disabled?: boolean;
  /** Why, e.g. "Choose a size" (`cart.chooseSize`): shown below and read as the button's description. */
  readonly disabledReason?: string;
  /** The add is on its way. */
  readonly pending?: boolean;
  /** What went wrong with the last add (INV700, INV408 …), in the shopper's words. */
  readonly error?: string;
  readonly onAdd: () => void;
}

/**
 * The product page's "Add to cart". While it cannot add, with a reason, or while an add is on its way, the button
 * stays focusable (aria-disabled): the shopper keeps their place and hears why. Without a reason it is plainly
 * disabled. An error of the last add is announced below it.
 */
export function AddToCart({ disabled = false, disabledReason, pending = false, error, onAdd }: AddToCartProps) {
  const t = useMessages();
  const reasonId = useId();
  const errorId = useId();
  const reason = disabled && disabledReason ? disabledReason : undefined;
  const hardDisabled = disabled && !reason;
  const inert = disabled || pending;
  const describedBy = [reason ? reasonId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ts-add-to-cart${pending ? ' ts-add-to-cart--pending' : ''}`}>
      <button
        type="button"
        className="ts-button ts-button--primary ts-button--lg ts-add-to-cart__button"
        data-main-action
        disabled={hardDisabled}
        aria-disabled={!hardDisabled && inert ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => !inert && onAdd()}
      >
        {pending ? <span className="ts-add-to-cart__spinner" aria-hidden="true" /> : <CartIcon name="bag" />}
        <span>{pending ? t('cart.adding') : t('cart.addToCart')}</span>
      </button>
      {reason ? (
        <p id={reasonId} className="ts-add-to-cart__reason">
          {reason}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ts-add-to-cart__error" role="alert">
          <CartIcon name="alert" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
