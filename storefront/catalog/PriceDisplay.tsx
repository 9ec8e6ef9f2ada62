import { formatPercent, formatPrice, formatPriceRange } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { ProductPrice } from '../../schemas';

/**
 * A product's price (spec 001 §4 and §9, spec 000 §9): the current price or range; when reduced, the original
 * struck through beside it, the markdown in percent to one decimal and, where the brand's omnibus flag is on and
 * the current price is below both the original and the historic best, the lowest price of the 30 days before the
 * reduction. Struck-through text is not read out as such, so screen readers hear "current" and "original" named.
 */
export function PriceDisplay({ price, size = 'md' }: { readonly price: ProductPrice; readonly size?: 'sm' | 'md' | 'lg' }) {
  const { site } = useRuntime();
  const t = useMessages();
  const tag = site.locale.tag;
  const current = formatPriceRange(price.lowCurrent, price.highCurrent, price.currency, tag);
  const reduced = price.lowCurrent < price.lowOriginal;
  if (!reduced) {
    return (
      <div className={`ts-price ts-price--${size}`}>
        <p className="ts-price__line">
          <span className="ts-price__current">{current}</span>
        </p>
      </div>
    );
  }
  const original = formatPriceRange(price.lowOriginal, price.highOriginal, price.currency, tag);
  const best = price.historicBestPrice;
  const omnibus = site.brand.flags.omnibusPrices && best !== undefined && price.lowCurrent < best;
  return (
    <div className={`ts-price ts-price--${size} ts-price--reduced`}>
      <p className="ts-price__line">
        <span className="ts-price__current">
          <span className="ts-sr-only">{t('price.current', { price: current })}</span>
          <span aria-hidden="true">{current}</span>
        </span>{' '}
        <s className="ts-price__original">
          <span className="ts-sr-only">{t('price.original', { price: original })}</span>
          <span aria-hidden="true">{original}</span>
        </s>
        {price.percentagePriceDiscount > 0 ? (
          <>
            {' '}
            <span className="ts-price__off">{t('price.off', { percent: formatPercent(price.percentagePriceDiscount / 100, tag) })}</span>
          </>
        ) : null}
      </p>
      {omnibus ? <p className="ts-price__omnibus">{t('price.omnibus', { price: formatPrice(best, price.currency, tag) })}</p> : null}
    </div>
  );
}
