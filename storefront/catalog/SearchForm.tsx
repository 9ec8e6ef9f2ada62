import { useMessages } from '../../runtime/react';

/** The search page's form: a plain GET to the page itself, so it works before any script runs. */
export function SearchForm({ query }: { readonly query: string }) {
  const t = useMessages();
  return (
    <form className="ts-search" method="get" action="search" role="search">
      <label className="ts-search__label" htmlFor="search-q">
        {t('search.label')}
      </label>
      <div className="ts-search__row">
        <input
          id="search-q"
          className="ts-search__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={t('search.prompt')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="ts-button ts-button--primary ts-button--md">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
