import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articlePageSchema, RELATED_ARTICLES_LIMIT } from '../../../schemas';
import { formatDate, RELATED_ARTICLES_MAX } from '../../../runtime/core';
import ArticlePage from '../../../block-registry/article-page/ArticlePage';
import { articlePage } from '../../../stories/fixtures/articles';
import { PageHeadingContext } from '../../../runtime/react';
import { CurrentBlockContext } from '../../../runtime/react/block-order';
import { renderWithRuntime } from '../runtime-react/with-runtime';

describe('ArticlePage', () => {
  it('keeps the spec limit of 4 related articles in the zod-free constant', () => {
    expect(RELATED_ARTICLES_MAX).toBe(RELATED_ARTICLES_LIMIT);
  });

  it.each([
    ['en-US', 'March 28, 2026'],
    ['en-GB', '28 March 2026'],
    ['fr-CA', '28 mars 2026'],
    ['de-DE', '28. März 2026'],
  ])('writes the byline date out for %s', (tag, expected) => {
    expect(formatDate('2026-03-28', tag, 'long')).toBe(expected);
  });

  it('shows media, title, subtitle, date, tags and body, and at most 4 related articles', () => {
    renderWithRuntime(<ArticlePage block={articlePage} />);
    const article = screen.getByRole('article', { name: 'Three days on the Lost Coast Trail' });
    expect(within(article).getByText('March 28, 2026').closest('time')).toHaveAttribute('datetime', '2026-03-28');
    expect(within(article).getByRole('img', { name: 'Dunes above the Pacific at dusk' })).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('Trail guidesBackpacking');
    expect(within(article).getByText(/longest stretch/)).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('article')).toHaveLength(4);
    expect(within(related).getAllByRole('heading', { level: 4 })).toHaveLength(4);
  });

  it('steps its headings down from an h1 when it leads the page, skipping no level', () => {
    renderWithRuntime(
      <PageHeadingContext value={articlePage.id}>
        <CurrentBlockContext value={articlePage.id}>
          <ArticlePage block={articlePage} />
        </CurrentBlockContext>
      </PageHeadingContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Three days on the Lost Coast Trail');
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('heading', { level: 2 })).toHaveTextContent('Related articles');
    expect(within(related).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('hides the date when asked, and leaves the related grid out when there is none', () => {
    renderWithRuntime(<ArticlePage block={{ ...articlePage, hideDate: true, related: undefined }} />, { locale: 'fr-ca' });
    expect(screen.queryByText('28 mars 2026')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Articles associés' })).toBeNull();
  });

  it('rejects a bad date or a missing title, naming the field', () => {
    expect(articlePageSchema.safeParse({ ...articlePage, date: '28/03/2026' }).error?.issues[0]?.path).toEqual(['date']);
    const { title: _, ...untitled } = articlePage;
    expect(articlePageSchema.safeParse(untitled).error?.issues[0]?.path).toEqual(['title']);
  });
});
