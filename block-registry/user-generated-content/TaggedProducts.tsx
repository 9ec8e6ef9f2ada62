import { useId } from 'react';
import type { ProductSummary, SocialMedia } from '../../schemas';
import { formatPriceRange, toMinorUnits } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../runtime/react';
import { useTaggedProducts } from './use-tagged-products';

/** The API sends major units (139.5); the formatting module takes integer minor units. */
const priceText = (price: ProductSummary['price'], localeTag: string): string =>
  formatPriceRange(toMinorUnits(price.lowCurrent), toMinorUnits(price.highCurrent), price.currency, localeTag);

/** "Shop the look": the products tagged on a photo, each linking to where it sells. Nothing while none are found. */
export function TaggedProducts({ media }: { readonly media: SocialMedia }) {
  const t = useMessages();
  const { site } = useRuntime();
  const headingId = useId();
  const { products, loading } = useTaggedProducts(media);
  if (!loading && products.length === 0) return null;
  return (
    <section className="ts-ugc-products" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} className="ts-ugc-products__title">
        {t('gallery.shopTheLook')}
      </h3>
      {loading && products.length === 0 && <p className="ts-ugc-products__loading">{t('gallery.loadingProducts')}</p>}
      <ul className="ts-ugc-products__list">
        {products.map((product) => (
          <li key={product.masterId} className="ts-ugc-product">
            <img className="ts-ugc-product__image" src={product.image.url} alt="" width={96} height={96} />
            <div className="ts-ugc-product__body">
              <SmartLink href={product.url} className="ts-ugc-product__name">
                {product.name}
              </SmartLink>
              <p className="ts-ugc-product__description">{product.description}</p>
              <p className="ts-ugc-product__price">{priceText(product.price, site.locale.tag)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
