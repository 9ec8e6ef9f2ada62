import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleFacet, ArticleSearchResponse, ArticleSummary } from '../../schemas';
import { useRuntime } from '../../runtime/react';

export interface ArticlePages {
  readonly selected: readonly string[];
  readonly articles: readonly ArticleSummary[];
  readonly facets: readonly ArticleFacet[];
  readonly numFound: number;
  readonly offset: number;
  readonly status: 'idle' | 'loading' | 'error';
  /** Index of the first card the last read-more added (focus goes there), else null. */
  readonly appendedFrom: number | null;
}

export interface ArticlePagesOptions {
  /** The first page, when the server filled it in. */
  readonly initial: ArticleSearchResponse | undefined;
  readonly pageSize: number;
  /** The grid's own scope: used while no tag is chosen. */
  readonly baseTagIds: readonly string[];
}

/** The state once a page arrived: appended after read more, else replacing the list. */
const received = (s: ArticlePages, result: ArticleSearchResponse, offset: number, append: boolean): ArticlePages => ({
  ...s,
  offset,
  status: 'idle',
  numFound: result.numFound,
  articles: append ? [...s.articles, ...result.articles] : result.articles,
  facets: result.facets.length > 0 ? result.facets : s.facets,
  appendedFrom: append && result.articles.length > 0 ? s.articles.length : null,
});

const failed = (s: ArticlePages): ArticlePages => ({ ...s, status: 'error' });

/** Spec 001 §8: an article fetch failure is only logged; the grid keeps what it shows. */
const logFailure = (error: unknown) => console.warn('article grid: articles could not be loaded', error);

/**
 * The grid's pages (spec 001 §4): read more raises the offset by the page size and appends; toggling a
 * tag or clearing them resets the offset to 0 and replaces the list. A late answer to an older request is
 * ignored.
 */
export function useArticlePages({ initial, pageSize, baseTagIds }: ArticlePagesOptions) {
  const { site, mode: request } = useRuntime();
  const [state, setState] = useState<ArticlePages>(() => ({
    selected: [],
    articles: initial?.articles ?? [],
    facets: initial?.facets ?? [],
    numFound: initial?.numFound ?? 0,
    offset: 0,
    status: initial ? 'idle' : 'loading',
    appendedFrom: null,
  }));
  const latest = useRef(0);

  const search = useCallback(
    async (selected: readonly string[], offset: number) => {
      const { searchFromPage } = await import('./article-search-client');
      return searchFromPage(request, site, { tagIds: selected.length > 0 ? selected : baseTagIds, offset, limit: pageSize });
    },
    [baseTagIds, request, pageSize, site],
  );

  // Without a server-filled first page (editor preview, a failed fill) the browser asks for it.
  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (hasInitial) return;
    const request = ++latest.current;
    search([], 0).then(
      (result) => request === latest.current && setState((s) => received(s, result, 0, false)),
      (error: unknown) => {
        if (request !== latest.current) return;
        logFailure(error);
        setState(failed);
      },
    );
  }, [hasInitial, search]);

  const load = (selected: readonly string[], offset: number, append: boolean) => {
    const request = ++latest.current;
    setState((s) => ({ ...s, selected, status: 'loading', appendedFrom: null }));
    search(selected, offset).then(
      (result) => request === latest.current && setState((s) => received(s, result, offset, append)),
      (error: unknown) => {
        if (request !== latest.current) return;
        logFailure(error);
        setState(failed);
      },
    );
  };

  const toggleTag = (id: string) => load(state.selected.includes(id) ? state.selected.filter((t) => t !== id) : [...state.selected, id], 0, false);
  const clearAll = () => load([], 0, false);
  const readMore = () => load(state.selected, state.offset + pageSize, true);
  const retry = () => load(state.selected, 0, false);
  return { state, toggleTag, clearAll, readMore, retry };
}
