import { useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../runtime/react';
import { productSorts, type ProductSort } from '../../runtime/core';
import type { ListingData } from '../data/catalog-data';
import { useNavigate } from '../page/page-context';
import { ProductCard } from './ProductCard';

/** A listing page's URL: the same path with the order and page in the query (page 1 and the default order left out). */
export function listingHref(path: string, sort: ProductSort, page: number, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (sort !== 'relevance') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The pages to offer: the first, the last, and two either side of the current one; gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** Hydration, read without an effect: false on the server and while hydrating, true after. */
const noChanges = () => () => undefined;

const isSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/**
 * A category's or a search's products: how many, the order, the grid of cards and the pages, each a link with its
 * state in the URL, server-rendered. The order is a plain GET form with a button (it works before any script); in
 * the browser a new order applies as it is chosen (the products fetched, focus kept on the list box) and the button goes.
 */
export function ProductListing({ data, path, headingId }: { readonly data: ListingData; readonly path: string; readonly headingId: string }) {
  const t = useMessages();
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { listing, sort, page, pages, query } = data;
  // Under the page's h1 the cards are h2; on the search page its results heading (h2) comes between.
  const cardHeading = query ? 'h3' : 'h2';
  const sortOnChange = hydrated && navigate !== undefined;
  // The order chosen shows at once; the page's own order (after back or forward too) once its data has another.
  const [chosen, setChosen] = useState({ on: sort, sort });
  const chosenSort = chosen.on === sort ? chosen.sort : sort;
  return (
    <section className="ts-listing" aria-labelledby={headingId}>
      <div className="ts-listing__bar">
        <p className="ts-listing__count" id={headingId} role="status">
          {t('listing.count', { count: listing.total })}
        </p>
        {listing.total > 1 ? (
          <form className="ts-listing__sort" method="get" action={path}>
            {query ? <input type="hidden" name="q" value={query} /> : null}
            <label htmlFor={`${headingId}-sort`}>{t('listing.sortBy')}</label>
            <select
              id={`${headingId}-sort`}
              name="sort"
              value={chosenSort}
              onChange={(event) => {
                const picked = event.currentTarget.value;
                if (!isSort(picked)) return;
                setChosen({ on: sort, sort: picked });
                if (sortOnChange) navigate(listingHref(path, picked, 1, query), { stay: true });
              }}
            >
              {productSorts.map((s) => (
                <option key={s} value={s}>
                  {t(`listing.sort.${s}`)}
                </option>
              ))}
            </select>
            {sortOnChange ? null : (
              <button type="submit" className="ts-button ts-button--secondary ts-button--sm">
                {t('listing.sortApply')}
              </button>
            )}
          </form>
        ) : null}
      </div>
      {listing.products.length > 0 ? (
        <ul className="ts-listing__grid">
          {listing.products.map((product) => (
            <li key={product.productId}>
              <ProductCard product={product} headingLevel={cardHeading} />
            </li>
          ))}
        </ul>
      ) : query === undefined ? (
        <p className="ts-listing__empty">{t('listing.empty')}</p>
      ) : null}
      {pages > 1 ? (
        <nav className="ts-pagination" aria-label={t('listing.pages')}>
          <ul>
            {page > 1 ? (
              <li>
                <a className="ts-pagination__step" href={listingHref(path, sort, page - 1, query)} rel="prev">
                  {t('listing.previous')}
                </a>
              </li>
            ) : null}
            {pageWindow(page, pages).map((n, i) => (
              <li key={n ?? `gap-${i}`}>
                {n === null ? (
                  <span className="ts-pagination__gap" aria-hidden="true">
                    …
                  </span>
                ) : n === page ? (
                  <a
                    className="ts-pagination__page"
                    href={listingHref(path, sort, n, query)}
                    aria-current="page"
                    aria-label={t('listing.page', { n })}
                  >
                    {n}
                  </a>
                ) : (
                  <a className="ts-pagination__page" href={listingHref(path, sort, n, query)} aria-label={t('listing.page', { n })}>
                    {n}
                  </a>
                )}
              </li>
            ))}
            {page < pages ? (
              <li>
                <a className="ts-pagination__step" href={listingHref(path, sort, page + 1, query)} rel="next">
                  {t('listing.next')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
