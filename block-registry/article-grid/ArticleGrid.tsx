import { useEffect, useId, useRef } from 'react';
import type { ArticleGridBlock, ArticleSearchResponse } from '../../schemas';
import { articleGridPageSize } from '../../runtime/core';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { ArticleCard } from './ArticleCard';
import { FilterBar } from './FilterBar';
import { useArticlePages } from './use-article-pages';
import { useMessages } from '../../runtime/react';

/** The grid as the storefront's server hands it over: with its first page already filled in as `results`. */
export type ArticleGridData = ArticleGridBlock & { readonly results?: ArticleSearchResponse };

/**
 * Article grid: filter bar (optional), cards, read more. After read more, focus moves to the first new card
 * and a polite live region says how many articles show.
 */
export default function ArticleGrid({ block }: BlockProps<ArticleGridData>) {
  const t = useMessages();
  const headingId = useId();
  const pageSize = articleGridPageSize(block.rows, block.columns);
  const { state, toggleTag, clearAll, readMore, retry } = useArticlePages({ initial: block.results, pageSize, baseTagIds: block.tagIds });
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (state.appendedFrom === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.ts-acard__link')[state.appendedFrom]?.focus();
  }, [state.appendedFrom]);

  const style: Record<string, string> = {};
  if (block.columns) style['--ts-agrid-columns'] = String(block.columns);
  const status =
    state.status === 'loading'
      ? t('articles.loading')
      : state.status === 'error'
        ? t('articles.failed')
        : state.numFound === 0
          ? t('articles.none')
          : t('articles.showing', { shown: state.articles.length, total: state.numFound });

  return (
    <section className="ts-agrid" aria-labelledby={block.title ? headingId : undefined} aria-busy={state.status === 'loading'} style={style}>
      {block.title && (
        <h2 id={headingId} className="ts-agrid__title">
          {block.title}
        </h2>
      )}
      {block.subtitle && <p className="ts-agrid__subtitle">{block.subtitle}</p>}
      {block.showFilterBar && <FilterBar facets={state.facets} selected={state.selected} onToggle={toggleTag} onClear={clearAll} />}
      <p className={cx('ts-agrid__status', state.status !== 'error' && state.numFound > 0 && 'ts-visually-hidden')} role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'error' && (
        <button type="button" className="ts-button ts-button--secondary ts-button--sm" onClick={retry}>
          {t('articles.tryAgain')}
        </button>
      )}
      <ul ref={listRef} className="ts-agrid__list">
        {state.articles.map((article) => (
          <li key={article.id} className="ts-agrid__item">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {state.articles.length < state.numFound && (
        <div className="ts-agrid__more">
          <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={readMore} disabled={state.status === 'loading'}>
            {t('articles.readMore')}
          </button>
        </div>
      )}
    </section>
  );
}
