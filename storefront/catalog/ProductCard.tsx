import { Picture } from '../../block-registry';
import { useMessages } from '../../runtime/react';
import type { ProductCard as Card } from '../../schemas';
import { FavoriteToggle } from '../favorites/FavoriteToggle';
import { PriceDisplay } from './PriceDisplay';

/**
 * A product in a listing: its picture and name (one link), the favourites heart, a "new" badge, its price and its colours. The name is a
 * heading one level below the listing's own (`h2` under a category's h1, `h3` under the search's results heading).
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel: Heading = 'h2',
}: {
  readonly product: Card;
  readonly priority?: boolean;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const t = useMessages();
  return (
    <article className="ts-product-card">
      <a className="ts-product-card__link" href={product.url}>
        <Picture
          className="ts-product-card__picture"
          // The name follows in the same link: the picture adds nothing to say (its alt would repeat the name).
          media={{ sm: { ...product.image, alt: '' } }}
          sizes="(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw"
          responsive
          priority={priority}
        />
        <Heading className="ts-product-card__name">{product.name}</Heading>
      </a>
      {/* Outside the link (a button in a link is neither); its state is the browser's, after hydration. */}
      <FavoriteToggle productId={product.productId} name={product.name} />
      {product.isNew ? <p className="ts-product-card__badge">{t('listing.new')}</p> : null}
      <PriceDisplay price={product.price} size="sm" />
      {product.colours.length > 1 ? (
        <p className="ts-product-card__colours">
          <span className="ts-product-card__swatches" aria-hidden="true">
            {product.colours.map((c) => (
              <span key={c.code} className="ts-swatch" style={{ backgroundColor: c.swatch }} />
            ))}
          </span>
          {t('listing.colours', { count: product.colours.length })}
        </p>
      ) : null}
    </article>
  );
}
