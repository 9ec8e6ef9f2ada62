import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/core';
import type { ArticleQuery, ContentApi, ResolvedPage, ServerContent } from '../../../runtime/core';
import { fillBlocks } from '../../../storefront/server/fill-blocks';

const page = (items: ResolvedPage['sections'][number]['items']): ResolvedPage => ({
  id: 'doc',
  docType: 'page',
  key: 'lost-coast-trail',
  version: 1,
  seo: { title: 't', description: 'd' },
  sections: [{ name: 'main', lazy: false, inherited: false, items }],
});
const answer = { articles: [{ id: 'a', title: 'A', url: '/en-us/journal/a', tags: [] }], facets: [], numFound: 1 };

function setup(status = 200) {
  const requests: [string, string, ArticleQuery][] = [];
  const search = (mode: string, siteId: string, query: ArticleQuery) => {
    requests.push([mode, siteId, query]);
    return status === 200 ? Promise.resolve(answer) : Promise.reject(new ApiError(status, { errorDetails: [] }, '/publish/caas/v1/articles'));
  };
  const log = { warn: vi.fn() };
  // Only the article search is called by the article blocks' fills; any content call would fail the test.
  const api: ServerContent = { content: {} as ContentApi, searchArticles: search };
  return { requests, log, ctx: { api, mode: 'publish' as const, siteId: 'ridgeline-en-us', log } };
}

describe('fillBlocks (the server fills of block definitions: the article blocks)', () => {
  it('gives a grid its first page of rows × columns, and an article page its related articles without itself', async () => {
    const { requests, ctx } = setup();
    const filled = await fillBlocks(
      page([
        { id: 'g', type: 'articleGrid', rows: 2, columns: 3, tagIds: ['gear-care'] },
        { id: 'p', type: 'articlePage', tags: [{ id: 'trail-guides', label: 'Trail guides' }], showRelated: true },
        { id: 'h', type: 'hero' },
      ]),
      ctx,
    );
    const [grid, article, hero] = filled.sections[0]?.items ?? [];
    expect(grid?.results).toEqual(answer);
    expect(article?.related).toEqual(answer.articles);
    expect(hero).toEqual({ id: 'h', type: 'hero' });
    expect(requests).toEqual([
      ['publish', 'ridgeline-en-us', { tagIds: ['gear-care'], offset: 0, limit: 6 }],
      ['publish', 'ridgeline-en-us', { tagIds: ['trail-guides'], excludeId: 'lost-coast-trail', offset: 0, limit: 4 }],
    ]);
  });

  it('only logs a failed search: the blocks render without the results', async () => {
    const { log, ctx } = setup(503);
    const filled = await fillBlocks(
      page([
        { id: 'p', type: 'articlePage', tags: [{ id: 'x', label: 'X' }] },
        { id: 'g', type: 'articleGrid' },
      ]),
      ctx,
    );
    expect(filled.sections[0]?.items.map((b) => 'related' in b || 'results' in b)).toEqual([false, false]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('leaves pages without article blocks alone', async () => {
    const { requests, ctx } = setup();
    const original = page([{ id: 'h', type: 'hero' }]);
    expect(await fillBlocks(original, ctx)).toBe(original);
    expect(requests).toHaveLength(0);
  });
});
