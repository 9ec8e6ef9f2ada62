import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contentKey, contentModeSchema } from '../../schemas';
import { route, type ContractHandler } from '../http/contract-route';
import { cacheControl, callContext } from './call-context';
import { documentCalls } from './canvas-calls';
import type { ContentService } from './content-service';

export interface ContentRoutesOptions {
  readonly service: ContentService;
}

/** The spec's content calls (spec 001 §7), once per mode under `/{mode}/caas/v1/canvas`: validate, ask the service, send. */
export const contentRoutes: FastifyPluginCallbackZod<ContentRoutesOptions> = (app, { service }, done) => {
  for (const mode of contentModeSchema.options) {
    for (const call of Object.values(documentCalls)) {
      // Every document call answers a document; the page call's typing stands for them all.
      const handler: ContractHandler<`GET /${typeof mode}/caas/v1/canvas/page/:siteId/:page`> = async (request, reply) => {
        const answer = await service.document(mode, call.toKey(request.params), call.pageLike, callContext(request));
        void reply.header('cache-control', cacheControl(mode, request.query));
        return answer;
      };
      route(app, contentKey(mode, call.path) as `GET /${typeof mode}/caas/v1/canvas/page/:siteId/:page`, handler);
    }

    route(app, contentKey(mode, 'canvas/children/:siteId/:parentPageSlug'), async (request, reply) => {
      const answer = await service.children(mode, request.params.siteId, request.params.parentPageSlug, callContext(request));
      void reply.header('cache-control', cacheControl(mode, request.query));
      return answer;
    });

    route(app, contentKey(mode, 'canvas/showcase/:siteId/:docType'), async (request, reply) => {
      const { siteId, docType } = request.params;
      const { layoutVariant, limit } = request.query;
      const answer = await service.showcase(mode, { siteId, docType, limit, ...(layoutVariant ? { layoutVariant } : {}) }, callContext(request));
      void reply.header('cache-control', cacheControl(mode, request.query));
      return answer;
    });
  }
  done();
};
