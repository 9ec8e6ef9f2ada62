import type { ArticleSummary } from '../../schemas';
import { formatDate } from '../../runtime/core';
import { SmartLink, useRuntime } from '../../runtime/react';
import { Picture } from '../shared/Picture';

export interface ArticleCardProps {
  readonly article: ArticleSummary;
  /** The heading level of card titles under the grid's own heading. */
  readonly headingLevel?: 'h3' | 'h4';
}

/** One article in a grid: picture, eyebrow, title (the link, stretched over the card) and date. */
export function ArticleCard({ article, headingLevel: Heading = 'h3' }: ArticleCardProps) {
  const { site } = useRuntime();
  const { picture } = article;
  return (
    <article className="ts-acard">
      {picture && (
        <Picture
          className="ts-acard__media"
          media={{ sm: { url: picture.url, alt: picture.alt, width: picture.width, height: picture.height } }}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      )}
      <div className="ts-acard__body">
        {article.eyebrow && <p className="ts-acard__eyebrow">{article.eyebrow}</p>}
        <Heading className="ts-acard__title">
          <SmartLink href={article.url} className="ts-acard__link">
            {article.title}
          </SmartLink>
        </Heading>
        {article.date && (
          <time className="ts-acard__date" dateTime={article.date}>
            {formatDate(article.date, site.locale.tag, 'long')}
          </time>
        )}
      </div>
    </article>
  );
}
