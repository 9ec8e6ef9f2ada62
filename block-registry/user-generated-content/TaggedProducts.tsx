import { useId } from 'react';
import type { ProductSummary, SocialMedia } from '../../schemas';
import { SmartLink, useRuntime } from '../../runtime/react';
import { useGalleryWords } from './gallery-words';
import { useTaggedProducts } from './use-tagged-products';

const formatPrice = (price: ProductSummary['price'], localeTag: string): string => {
  const format = new Intl.NumberFormat(localeTag, { style: 'currency', currency: price.currency });
  return price.lowCurrent === price.highCurrent ? format.format(price.lowCurrent) : format.formatRange(price.lowCurrent, price.highCurrent);
};

/** "Shop the look": the products tagged on a photo, each linking to where it sells. Nothing while none are found. */
export function TaggedProducts({ media }: { readonly media: SocialMedia }) {
  const words = useGalleryWords();
  const { site } = useRuntime();
  const headingId = useId();
  const { products, loading } = useTaggedProducts(media);
  if (!loading && products.length === 0) return null;
  return (
    <section className="ts-ugc-products" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} className="ts-ugc-products__title">{words.shopTheLook}</h3>
      {loading && products.length === 0 && <p className="ts-ugc-products__loading">{words.loadingProducts}</p>}
      <ul className="ts-ugc-products__list">
        {products.map((product) => (
          <li key={product.masterId} className="ts-ugc-product">
            <img className="ts-ugc-product__image" src={product.image.url} alt="" width={96} height={96} />
            <div className="ts-ugc-product__body">
              <SmartLink href={product.url} className="ts-ugc-product__name">{product.name}</SmartLink>
              <p className="ts-ugc-product__description">{product.description}</p>
              <p className="ts-ugc-product__price">{formatPrice(product.price, site.locale.tag)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
