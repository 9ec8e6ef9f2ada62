import { useId } from 'react';
import type { ArticlePageBlock, ArticleSummary } from '../../schemas';
import { RELATED_ARTICLES_MAX, formatDate } from '../../runtime/core';
import { RichText, useIsPageHeading, useMessages, useRuntime } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { ArticleCard } from '../article-grid/ArticleCard';
import { Picture } from '../shared/Picture';

/** The block as the storefront's server hands it over: related articles (same tag, not itself) filled in. */
export type ArticlePageData = ArticlePageBlock & { readonly related?: readonly ArticleSummary[] };

/**
 * Article page: media, eyebrow, title, subtitle, date (unless hidden), tags, body, and up to 4 related
 * articles. When the related articles could not be loaded the server logged it and the grid is left out.
 */
export default function ArticlePage({ block }: BlockProps<ArticlePageData>) {
  const { site } = useRuntime();
  const t = useMessages();
  const titleId = useId();
  // The article's title is the page's h1 when the article leads the page.
  const leads = useIsPageHeading();
  const Heading = leads ? 'h1' : 'h2';
  // Related articles sit one level below the title, their cards one below that.
  const RelatedHeading = leads ? 'h2' : 'h3';
  const relatedId = useId();
  const related = (block.showRelated ? (block.related ?? []) : []).slice(0, RELATED_ARTICLES_MAX);
  return (
    <article className="ts-article" aria-labelledby={titleId}>
      <header className="ts-article__header">
        {block.eyebrow?.text && <p className="ts-article__eyebrow">{block.eyebrow.text}</p>}
        <Heading id={titleId} className="ts-article__title">
          {block.title}
        </Heading>
        {block.subtitle && <p className="ts-article__subtitle">{block.subtitle}</p>}
        {!block.hideDate && (
          <p className="ts-article__date">
            <span className="ts-visually-hidden">{t('articles.published')} </span>
            <time dateTime={block.date}>{formatDate(block.date, site.locale.tag, 'long')}</time>
          </p>
        )}
      </header>
      {block.media && <Picture className="ts-article__media" media={block.media} priority sizes="(min-width: 1024px) 60rem, 100vw" />}
      {block.tags.length > 0 && (
        <ul className="ts-article__tags" aria-label={t('articles.tags')}>
          {block.tags.map((tag) => (
            <li key={tag.id} className="ts-article__tag">
              {tag.label}
            </li>
          ))}
        </ul>
      )}
      <RichText className="ts-article__body" html={block.richText ?? ''} />
      {related.length > 0 && (
        <section className="ts-article__related" aria-labelledby={relatedId}>
          <RelatedHeading id={relatedId} className="ts-article__related-title">
            {block.relatedTitle ?? t('articles.related')}
          </RelatedHeading>
          <ul className="ts-article__related-list">
            {related.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={leads ? 'h3' : 'h4'} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
