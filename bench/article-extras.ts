import { articleGridPageSize, RELATED_ARTICLES_MAX } from '../runtime/core';
import type { RawBlock } from './fixture';

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const tagIdsOf = (tags: unknown): string[] =>
  Array.isArray(tags) ? tags.flatMap((t: unknown) => (typeof (t as { id?: unknown })?.id === 'string' ? [(t as { id: string }).id] : [])) : [];

/**
 * What the storefront's loader adds to article blocks before render — a grid's first page of articles, an
 * article page's related articles — asked of the real server's article search, by block id. The render
 * variants all receive them, so the grids list real articles as they do on the site.
 */
export async function articleExtras(baseUrl: string, siteId: string, blocks: readonly RawBlock[]): Promise<Map<string, Record<string, unknown>>> {
  const search = async (params: Record<string, string | undefined>) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
    const response = await fetch(`${baseUrl}/publish/caas/v1/articles/${encodeURIComponent(siteId)}?${query}`);
    if (!response.ok) throw new Error(`article search answered ${response.status}`);
    return (await response.json()) as { articles: unknown[] };
  };
  const extras = new Map<string, Record<string, unknown>>();
  for (const block of blocks) {
    if (block.type === 'articleGrid') {
      const tagIds = Array.isArray(block.tagIds) ? (block.tagIds as string[]) : [];
      const limit = articleGridPageSize(numberOr(block.rows), numberOr(block.columns));
      extras.set(block.id, { results: await search({ tagId: tagIds.join(',') || undefined, offset: '0', limit: String(limit) }) });
    } else if (block.type === 'articlePage' && block.showRelated !== false) {
      const tagIds = tagIdsOf(block.tags);
      if (tagIds.length > 0)
        extras.set(block.id, { related: (await search({ tagId: tagIds.join(','), offset: '0', limit: String(RELATED_ARTICLES_MAX) })).articles });
    }
  }
  return extras;
}
