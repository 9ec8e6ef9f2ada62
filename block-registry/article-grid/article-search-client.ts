import type { ArticleSearchResponse } from '../../schemas';
import { contentModeOf, createApiClient, fetchTransport, searchArticles } from '../../runtime/core';
import type { ArticleQuery, Site } from '../../runtime/core';

/**
 * The grid's article search from the browser, in the page's content mode (`/pre`, `?previewDateTime`). Imported
 * at the first search (read more, a tag, a retry, or a grid the server did not fill): the first page comes with
 * the server's HTML, so the API client is no part of the page's first load.
 */
export function searchFromPage(locationKey: string, site: Site, query: ArticleQuery): Promise<ArticleSearchResponse> {
  const { mode, previewDate } = contentModeOf(locationKey);
  const api = createApiClient(fetchTransport(), { locale: site.locale.locale, ...(previewDate ? { previewDate } : {}) });
  return searchArticles(api, mode, site.siteId, query);
}
