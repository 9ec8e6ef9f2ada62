import { articleGridPageSize, RELATED_ARTICLES_MAX } from '../../runtime/core';
import type { ArticleQuery, Logger, ResolvedBlock, ResolvedPage, ServerContent } from '../../runtime/core';
import type { ContentMode } from '../../schemas';

export interface ArticleFillContext {
  readonly search: ServerContent['searchArticles'];
  readonly mode: ContentMode;
  readonly siteId: string;
  readonly log: Pick<Logger, 'warn'>;
}

const tagIdsOf = (tags: unknown): string[] =>
  Array.isArray(tags) ? tags.flatMap((t: unknown) => (typeof (t as { id?: unknown })?.id === 'string' ? [(t as { id: string }).id] : [])) : [];
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Article grids get their first page (`results`) and article pages their related articles (`related`)
 * before render, so the server HTML lists them and the browser needs neither zod nor a first request.
 * A failed search is only logged (spec 001 §8): a grid then loads in the browser, a related grid is left out.
 */
async function fill(block: ResolvedBlock, pageKey: string, ctx: ArticleFillContext): Promise<ResolvedBlock> {
  const search = (query: ArticleQuery) => ctx.search(ctx.mode, ctx.siteId, query);
  try {
    if (block.type === 'articleGrid') {
      const limit = articleGridPageSize(numberOr(block.rows), numberOr(block.columns));
      const tagIds = Array.isArray(block.tagIds) ? (block.tagIds as string[]) : [];
      return { ...block, results: await search({ tagIds, offset: 0, limit }) };
    }
    if (block.type === 'articlePage' && block.showRelated !== false) {
      const tagIds = tagIdsOf(block.tags);
      if (tagIds.length === 0) return block;
      const related = await search({ tagIds, excludeId: pageKey, offset: 0, limit: RELATED_ARTICLES_MAX });
      return { ...block, related: related.articles };
    }
  } catch (error) {
    ctx.log.warn({ err: error, blockId: block.id, type: block.type }, 'article search failed: rendered without it');
  }
  return block;
}

const needsArticles = (block: ResolvedBlock) => block.type === 'articleGrid' || block.type === 'articlePage';

/** The page with its article blocks filled in; pages without any are returned as they are. */
export async function withArticles(page: ResolvedPage, ctx: ArticleFillContext): Promise<ResolvedPage> {
  if (!page.sections.some((s) => s.items.some(needsArticles))) return page;
  const sections = await Promise.all(page.sections.map(async (section) => ({
    ...section,
    items: await Promise.all(section.items.map((block) => (needsArticles(block) ? fill(block, page.key, ctx) : Promise.resolve(block)))),
  })));
  return { ...page, sections };
}
