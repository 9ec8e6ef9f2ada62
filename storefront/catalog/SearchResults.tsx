import { useMessages, withElements } from '../../runtime/react';
import type { ListingData } from '../data/catalog-data';
import { SearchForm } from './SearchForm';

/** The search page's form, what was searched and, without results, what to do next (and what was maybe meant). */
export function SearchResults({ data }: { readonly data: ListingData }) {
  const t = useMessages();
  const q = data.query ?? '';
  const { suggestion } = data.listing;
  return (
    <div className="ts-search-page">
      <SearchForm query={q} />
      {q ? <h2 className="ts-search-page__title">{t('search.results', { q })}</h2> : null}
      {q && data.listing.total === 0 ? (
        <div className="ts-search-page__none">
          <p>{t('search.noResults', { q })}</p>
          {suggestion ? (
            <p className="ts-search-page__suggestion">
              {withElements((values) => t('search.didYouMean', values), {
                suggestion: <a href={`${data.segment}?${new URLSearchParams({ q: suggestion }).toString()}`}>{suggestion}</a>,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
