import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleSearchQuerySchema, articleSearchResponseSchema, contentModeSchema, siteIdSchema } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import type { Database } from '../../db/index';
import { ApiError } from '../../http/api-error';
import { viewFor } from '../preview-date';
import { createArticleSearch } from './article-search';

export interface ArticleRoutesOptions {
  readonly db: Database;
}

/** Where the article search answers (spec 001 §7: path not shown), once per content mode. */
export const articleSearchPath = (mode: string) => `/${mode}/caas/v1/articles/:siteId`;

/**
 * `GET /{mode}/caas/v1/articles/{siteId}?tagId=…&offset=…&limit=…&q=…&excludeId=…`: the site's live
 * articles, newest first, with tag facets and the total count. Bad paging or tags answer 400 API400.
 */
export const articleRoutes: FastifyPluginCallbackZod<ArticleRoutesOptions> = (app, { db }, done) => {
  const search = createArticleSearch(db);
  for (const mode of contentModeSchema.options) {
    app.get(articleSearchPath(mode), {
      schema: { params: z.object({ siteId: siteIdSchema }), querystring: articleSearchQuerySchema, response: { 200: articleSearchResponseSchema } },
    }, async (request, reply) => {
      const site = siteById(request.params.siteId);
      if (!site) throw ApiError.notFound(`Unknown site "${request.params.siteId}"`);
      const { tagId, offset, limit, q, excludeId, bypassAllCache } = request.query;
      const answer = await search(
        { siteId: site.siteId, locale: site.locale.locale, tagIds: tagId ?? [], offset, limit, q: q || undefined, excludeId },
        viewFor(mode, request.headers),
        (key, reason) => request.log.warn({ key, reason }, 'article metadata invalid: left out of the search'),
      );
      void reply.header('cache-control', mode === 'publish' && bypassAllCache !== true ? 'public, max-age=60' : 'no-store');
      return answer;
    });
  }
  done();
};
