import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { CartItem } from '../../schemas';
import { CartIcon } from './icons';

/** The size of the server's drawn product pictures. */
const IMAGE_SIDE = 300;

export interface SavedForLaterProps {
  readonly items: readonly CartItem[];
  readonly onMoveToBag: (itemId: string) => void;
  readonly onRemove: (itemId: string) => void;
  readonly pendingItemIds?: ReadonlySet<string>;
  /** A saved line's error (INV700: it sold out and stays saved), by item id, in the shopper's words. */
  readonly lineErrors?: Readonly<Record<string, string>>;
}

const NO_PENDING: ReadonlySet<string> = new Set();

/**
 * The lines the shopper put aside, under the bag: each with its picture, name (a link to the product), colour, size
 * and price, and a way back into the bag or out of the list. Its heading takes focus when a line arrives.
 */
export function SavedForLater({ items, onMoveToBag, onRemove, pendingItemIds = NO_PENDING, lineErrors = {} }: SavedForLaterProps) {
  const t = useMessages();
  const { site } = useRuntime();
  if (items.length === 0) return null;
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  return (
    <section className="ts-saved" aria-labelledby="ts-saved-title">
      <h2 id="ts-saved-title" className="ts-saved__title" tabIndex={-1}>
        {t('cart.savedTitle', { count })}
      </h2>
      <ul className="ts-saved__lines">
        {items.map((item) => {
          const pending = pendingItemIds.has(item.itemId);
          const error = lineErrors[item.itemId];
          return (
            <li key={item.itemId}>
              <div className={`ts-cart-line${pending ? ' ts-cart-line--pending' : ''}`} aria-busy={pending || undefined}>
                <img
                  className="ts-cart-line__image"
                  src={item.productImageURL}
                  alt=""
                  width={IMAGE_SIDE}
                  height={IMAGE_SIDE}
                  loading="lazy"
                  decoding="async"
                />
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
                </div>
                <p className="ts-cart-line__total">{formatPrice(item.price.rowTotal, item.price.currency, site.locale.tag)}</p>
                <div className="ts-cart-line__actions">
                  <button
                    type="button"
                    className="ts-button ts-button--secondary ts-button--sm"
                    aria-label={t('cart.moveToBagItem', { name: item.name, size: item.size })}
                    aria-disabled={pending || undefined}
                    onClick={() => !pending && onMoveToBag(item.itemId)}
                  >
                    {t('cart.moveToBag')}
                  </button>
                  <button
                    type="button"
                    className="ts-cart-line__remove"
                    aria-label={t('cart.removeSavedItem', { name: item.name, size: item.size })}
                    aria-disabled={pending || undefined}
                    onClick={() => !pending && onRemove(item.itemId)}
                  >
                    <CartIcon name="trash" />
                    <span>{t('cart.remove')}</span>
                  </button>
                </div>
                {error ? (
                  <p className="ts-cart-line__error" role="alert">
                    <CartIcon name="alert" />
                    <span>{error}</span>
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
