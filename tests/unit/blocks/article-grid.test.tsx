import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_GRID_DEFAULT_PAGE_SIZE, ARTICLE_GRID_FACETS_SHOWN, articleGridSchema } from '../../../schemas';
import { articleGridPageSize } from '../../../runtime/core';
import ArticleGrid from '../../../block-registry/article-grid/ArticleGrid';
import { FACETS_SHOWN } from '../../../block-registry/article-grid/FilterBar';
import { gridWithoutFilters, journalGrid, searchAnswer } from '../../../stories/fixtures/articles';
import { renderWithRuntime } from '../runtime-react/with-runtime';

/** The network boundary: answers the article search from the fixture list and records each URL. */
let calls: URL[] = [];
let fail = false;
beforeEach(() => {
  calls = [];
  fail = false;
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://shop.test');
    calls.push(url);
    if (fail) return Promise.resolve(new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    const tags = url.searchParams.get('tagId')?.split(',') ?? [];
    const body = searchAnswer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')), tags);
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const cards = () => screen.getAllByRole('article').map((a) => within(a).getByRole('link').textContent);

describe('ArticleGrid', () => {
  it('keeps the spec constants: page rows × columns or 3, facets 4 / 10 / 20', () => {
    expect(FACETS_SHOWN).toEqual(ARTICLE_GRID_FACETS_SHOWN);
    expect(articleGridPageSize(undefined, undefined)).toBe(ARTICLE_GRID_DEFAULT_PAGE_SIZE);
    expect(articleGridPageSize(2, 4)).toBe(8);
    expect(articleGridPageSize(2, undefined)).toBe(3);
  });

  it('rejects bad content naming the field', () => {
    const result = articleGridSchema.safeParse({ id: 'g', type: 'articleGrid', columns: 9 });
    expect(result.error?.issues[0]?.path).toEqual(['columns']);
    expect(articleGridSchema.safeParse({ id: 'g', type: 'articleGrid', tagIds: ['Not A Tag'] }).success).toBe(false);
  });

  it('renders the server-filled first page without asking again, with dates in the locale', () => {
    renderWithRuntime(<ArticleGrid block={journalGrid} />, { locale: 'en-gb' });
    expect(cards()).toEqual([
      'Three days on the Lost Coast Trail',
      'How to wax leather boots before the wet season',
      'A twelve-week plan for your first 50K',
    ]);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('28 March 2026');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 8 articles');
  });

  it('read more asks for the next offset, appends, and moves focus to the first new card', async () => {
    renderWithRuntime(<ArticleGrid block={journalGrid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(calls[0]?.pathname).toBe('/publish/caas/v1/articles/ridgeline-en-us');
    expect(calls[0]?.searchParams.get('offset')).toBe('3');
    expect(calls[0]?.searchParams.get('limit')).toBe('3');
    expect(document.activeElement).toHaveTextContent('Layering for a winter summit day');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 8 articles');
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(calls[1]?.searchParams.get('offset')).toBe('6');
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('a tag toggles with aria-pressed and resets the offset to 0; clear all lists everything again', async () => {
    renderWithRuntime(<ArticleGrid block={journalGrid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    const gearCare = screen.getByRole('button', { name: /gear care/ });
    expect(gearCare).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(gearCare);
    await waitFor(() => expect(cards()).toEqual(['How to wax leather boots before the wet season', 'Washing a down jacket without ruining it']));
    expect(gearCare).toHaveAttribute('aria-pressed', 'true');
    expect(calls[1]?.searchParams.get('offset')).toBe('0');
    expect(calls[1]?.searchParams.get('tagId')).toBe('gear-care');
    fireEvent.click(screen.getByRole('button', { name: /skills/ }));
    await waitFor(() => expect(calls[2]?.searchParams.get('tagId')).toBe('gear-care,skills'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(calls[3]?.searchParams.get('tagId')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('marks facets beyond each breakpoint for CSS and toggles see more / see less', () => {
    const { container } = renderWithRuntime(<ArticleGrid block={journalGrid} />);
    expect(container.querySelectorAll('.ts-agrid__tag--over-sm')).toHaveLength(12 - 4);
    expect(container.querySelectorAll('.ts-agrid__tag--over-md')).toHaveLength(12 - 10);
    const more = screen.getByRole('button', { name: 'See more tags' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveClass('ts-agrid__more--below-lg');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'See fewer tags' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('without a filled first page asks for it in the browser; without filters shows no filter bar', async () => {
    renderWithRuntime(<ArticleGrid block={{ ...gridWithoutFilters, results: undefined }} />, {
      locationKey: '/pre/en-us/journal',
      mode: { mode: 'preview' },
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(calls[0]?.pathname).toBe('/preview/caas/v1/articles/ridgeline-en-us');
    expect(screen.queryByRole('group', { name: 'Filter articles by tag' })).toBeNull();
  });

  it('a failed search is logged and said, and the cards stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRuntime(<ArticleGrid block={journalGrid} />, { locale: 'de-de' });
    fail = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mehr lesen' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Die Artikel konnten nicht geladen werden.'));
    expect(cards()).toHaveLength(3);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
