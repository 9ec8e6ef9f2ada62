import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contentKey, contentModeSchema } from '../../../schemas';
import { route } from '../../http/contract-route';
import type { ContentService } from '../content-service';
import { cacheControl, callContext } from '../call-context';

export interface ArticleRoutesOptions {
  readonly service: ContentService;
}

/**
 * `GET /{mode}/caas/v1/articles/{siteId}?tagId=…&offset=…&limit=…&q=…&excludeId=…`: the site's live
 * articles, newest first, with tag facets and the total count. Bad paging or tags answer 400 API400.
 */
export const articleRoutes: FastifyPluginCallbackZod<ArticleRoutesOptions> = (app, { service }, done) => {
  for (const mode of contentModeSchema.options) {
    route(app, contentKey(mode, 'articles/:siteId'), async (request, reply) => {
      const { tagId, offset, limit, q, excludeId } = request.query;
      const answer = await service.articles(
        mode,
        request.params.siteId,
        { tagIds: tagId ?? [], offset, limit, q: q || undefined, excludeId },
        callContext(request),
      );
      void reply.header('cache-control', cacheControl(mode, request.query));
      return answer;
    });
  }
  done();
};
