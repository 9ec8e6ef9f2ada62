import type { MouseEvent } from 'react';
import { Picture } from '../../block-registry';
import { useMessages } from '../../runtime/react';
import type { ProductPrice } from '../../schemas';
import type { ProductPageData } from '../data/catalog-data';
import { useNavigate } from '../page/page-context';
import type { Navigate } from '../page/route-module';
import { FavoriteToggle } from '../favorites/FavoriteToggle';
import { PriceDisplay } from './PriceDisplay';
import { ProductPurchase } from './ProductPurchase';

/** A product page's link to a colour (and size): the state lives in the URL, so every choice is a page of its own. */
export function productHref(url: string, colour: string, size?: string): string {
  const params = new URLSearchParams({ colour });
  if (size) params.set('size', size);
  return `${url}?${params.toString()}`;
}

/** A plain click on a choice (not a new tab, not a modified click): the browser's own navigation is left alone. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A colour or size link's click in the browser: the page's data is fetched for the new URL (replacing the history
 * entry) while the shopper stays where they are, focus on the control they chose. Before hydration, and without
 * script, the link loads the page.
 */
const chooseWith = (navigate: Navigate | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!navigate || !plainClick(event)) return;
  event.preventDefault();
  const link = event.currentTarget;
  link.focus({ preventScroll: true });
  navigate(link.getAttribute('href') ?? '', { replace: true, stay: true });
};

/**
 * The product on its page: the pictures of the chosen colour, the name as the page's heading, the colour's price,
 * the colours and sizes as links (a sold-out size is marked and cannot be chosen), and what is in stock.
 */
export function ProductView({ data }: { readonly data: ProductPageData }) {
  const t = useMessages();
  const choose = chooseWith(useNavigate());
  const { product, stock } = data;
  const colour = product.colours.find((c) => c.code === data.colour) ?? product.colours[0];
  if (!colour) return null;
  const size = colour.sizes.find((s) => s.code === data.size);
  const units = size ? (stock[size.sku]?.quantity ?? 0) : undefined;
  const off = colour.price.original > 0 ? Math.round((1 - colour.price.current / colour.price.original) * 1000) / 10 : 0;
  const price: ProductPrice = {
    currency: colour.price.currency,
    lowCurrent: colour.price.current,
    highCurrent: colour.price.current,
    lowOriginal: colour.price.original,
    highOriginal: colour.price.original,
    ...(product.price.historicBestPrice !== undefined ? { historicBestPrice: product.price.historicBestPrice } : {}),
    percentagePriceDiscount: Math.max(0, off),
  };
  const single = colour.sizes.length === 1 ? colour.sizes[0] : undefined;
  const shownUnits = single ? (stock[single.sku]?.quantity ?? 0) : units;
  const chosen = single ?? size;
  const purchasable = chosen && (stock[chosen.sku]?.quantity ?? 0) > 0 ? chosen : undefined;
  return (
    <div className="ts-product">
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <ul className="ts-product__gallery" aria-label={t('product.pictures')} tabIndex={0}>
        {colour.images.map((image, i) => (
          <li key={image.view} className="ts-product__picture">
            <Picture media={{ sm: image }} sizes="(min-width: 1024px) 30vw, 90vw" responsive priority={i === 0} />
          </li>
        ))}
      </ul>
      <div className="ts-product__info">
        {product.isNew ? <p className="ts-product__badge">{t('listing.new')}</p> : null}
        <div className="ts-product__heading">
          <h1 className="ts-product__name">{product.name}</h1>
          <FavoriteToggle productId={product.productId} name={product.name} size="lg" />
        </div>
        <PriceDisplay price={price} size="lg" />
        <fieldset className="ts-product__choice">
          <legend>
            {t('product.colourLabel')} <strong>{colour.name}</strong>
          </legend>
          <ul className="ts-product__colours">
            {product.colours.map((c) => (
              <li key={c.code}>
                <a
                  className="ts-product__colour"
                  href={productHref(product.url, c.code, c.sizes.some((s) => s.code === data.size) ? data.size : undefined)}
                  aria-current={c.code === colour.code ? 'true' : undefined}
                  onClick={choose}
                >
                  <span className="ts-swatch ts-swatch--lg" style={{ backgroundColor: c.swatch }} aria-hidden="true" />
                  <span className="ts-product__colour-name">{c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </fieldset>
        {single ? null : (
          <fieldset className="ts-product__choice">
            <legend>
              {size ? (
                <>
                  {t('product.sizeLabel')} <strong>{size.label}</strong>
                </>
              ) : (
                t('product.size')
              )}
            </legend>
            <ul className="ts-product__sizes">
              {colour.sizes.map((s) => {
                const left = stock[s.sku]?.quantity ?? 0;
                return (
                  <li key={s.code}>
                    {left > 0 ? (
                      <a
                        className="ts-product__size"
                        href={productHref(product.url, colour.code, s.code)}
                        aria-current={s.code === size?.code ? 'true' : undefined}
                        onClick={choose}
                      >
                        {s.label}
                      </a>
                    ) : (
                      <span className="ts-product__size ts-product__size--out" aria-disabled="true">
                        {s.label}
                        <span className="ts-sr-only"> ({t('product.soldOut')})</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <p className="ts-product__stock" role="status">
          {shownUnits === undefined ? (
            t('product.chooseSize')
          ) : shownUnits === 0 ? (
            t('product.outOfSize')
          ) : shownUnits <= 3 ? (
            <strong className="ts-product__low">{t('product.lowStock', { count: shownUnits })}</strong>
          ) : (
            t('product.inStock')
          )}
        </p>
        <ProductPurchase
          productId={product.productId}
          upc={purchasable?.sku}
          reason={purchasable ? undefined : shownUnits === 0 ? t('product.outOfSize') : t('cart.chooseSize')}
        />
        <p className="ts-product__description">{product.description}</p>
      </div>
    </div>
  );
}
