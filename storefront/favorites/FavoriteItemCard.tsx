import { useMessages } from '../../runtime/react';
import type { FavoriteItem } from '../../schemas';
import { PriceDisplay } from '../catalog/PriceDisplay';

/** The size of the server's drawn product pictures: the browser reserves the square before it loads. */
const IMAGE_SIDE = 300;

/**
 * One favourite: its picture and name (one link to the product), its price as the site sells it today, and, on the
 * shopper's own list, a way to choose a size (the product page: a favourite has no size) and to take it out.
 */
export function FavoriteItemCard({
  item,
  onRemove,
  pending = false,
}: {
  readonly item: FavoriteItem;
  /** Absent on a shared list: it is read-only. */
  readonly onRemove?: (() => void) | undefined;
  readonly pending?: boolean;
}) {
  const t = useMessages();
  const reduced = item.price.current < item.price.original;
  return (
    <article className="ts-favorite" aria-busy={pending || undefined}>
      <a className="ts-favorite__link" href={item.url}>
        {/* The name follows in the same link. */}
        <img src={item.image.url} alt="" width={IMAGE_SIDE} height={IMAGE_SIDE} loading="lazy" decoding="async" />
        <h2 className="ts-favorite__name">{item.name}</h2>
      </a>
      <PriceDisplay
        size="sm"
        price={{
          currency: item.price.currency,
          lowCurrent: item.price.current,
          highCurrent: item.price.current,
          lowOriginal: reduced ? item.price.original : item.price.current,
          highOriginal: reduced ? item.price.original : item.price.current,
          percentagePriceDiscount: reduced ? Math.round((1 - item.price.current / item.price.original) * 1000) / 10 : 0,
        }}
      />
      {item.available ? null : <p className="ts-favorite__unavailable">{t('favoritesPage.unavailable')}</p>}
      {onRemove ? (
        <div className="ts-favorite__actions">
          {item.available ? (
            <a
              className="ts-button ts-button--primary ts-button--sm"
              href={item.url}
              aria-label={t('favoritesPage.chooseSizeFor', { name: item.name })}
            >
              {t('favoritesPage.chooseSize')}
            </a>
          ) : null}
          <button
            type="button"
            className="ts-button ts-button--secondary ts-button--sm"
            aria-label={t('favoritesPage.removeItem', { name: item.name })}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onRemove()}
          >
            {t('favoritesPage.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
