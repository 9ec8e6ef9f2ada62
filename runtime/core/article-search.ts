import type { ArticleSearchResponse, ContentMode } from '../../schemas';
import type { ApiClient } from './api-client';

export interface ArticleQuery {
  /** Articles with any of these tags; none = every article. */
  readonly tagIds?: readonly string[];
  readonly offset?: number;
  readonly limit?: number;
  readonly q?: string;
  /** The article a related grid sits on. */
  readonly excludeId?: string;
}

/**
 * `GET /{mode}/caas/v1/articles/{siteId}` (spec 001 §7 "Article search"); tags go as one comma list.
 * @example await searchArticles(api, 'publish', 'kestrel-en-gb', { tagIds: ['race-reports'], limit: 9 })
 */
export function searchArticles(api: ApiClient, mode: ContentMode, siteId: string, query: ArticleQuery): Promise<ArticleSearchResponse> {
  const tagId = query.tagIds?.length ? query.tagIds.join(',') : undefined;
  return api.call(`GET /${mode}/caas/v1/articles/:siteId`, {
    params: { siteId },
    query: { tagId, offset: query.offset?.toString(), limit: query.limit?.toString(), q: query.q || undefined, excludeId: query.excludeId },
  });
}
