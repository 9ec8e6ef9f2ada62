import type { ArticleSearchResponse } from '../../schemas';
import { createApiClient, fetchTransport, searchArticles } from '../../runtime/core';
import type { ArticleQuery, RequestMode, Site } from '../../runtime/core';

/**
 * The grid's article search from the browser, in the page's content mode (decided where the page's request entered). Imported
 * at the first search (read more, a tag, a retry, or a grid the server did not fill): the first page comes with
 * the server's HTML, so the API client is no part of the page's first load.
 */
export function searchFromPage({ mode, previewDate }: RequestMode, site: Site, query: ArticleQuery): Promise<ArticleSearchResponse> {
  const api = createApiClient(fetchTransport(), { locale: site.locale.locale, ...(previewDate ? { previewDate } : {}) });
  return searchArticles(api, mode, site.siteId, query);
}
