import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  childrenResponseSchema, contentModeSchema, contentQuerySchema, contentResponseSchema, showcaseDocTypeSchema, showcaseQuerySchema,
  showcaseResponseSchema, slugSchema,
} from '../../schemas';
import { cacheControl, callContext } from './call-context';
import { documentCalls, siteParams } from './canvas-calls';
import type { ContentService } from './content-service';

export interface ContentRoutesOptions {
  readonly service: ContentService;
}

/** The spec's content calls (spec 001 §7), once per mode under `/{mode}/caas/v1/canvas`: validate, ask the service, send. */
export const contentRoutes: FastifyPluginCallbackZod<ContentRoutesOptions> = (app, { service }, done) => {
  for (const mode of contentModeSchema.options) {
    const base = `/${mode}/caas/v1/canvas`;
    for (const call of Object.values(documentCalls)) {
      app.get(`${base}/${call.path}`, { schema: { params: call.params, querystring: call.querystring, response: { 200: contentResponseSchema } } },
        async (request, reply) => {
          const answer = await service.document(mode, call.toKey(request.params), call.pageLike, callContext(request));
          void reply.header('cache-control', cacheControl(mode, request.query));
          return answer;
        });
    }

    app.get(`${base}/children/:siteId/:parentPageSlug`, {
      schema: { params: siteParams.extend({ parentPageSlug: slugSchema }), querystring: contentQuerySchema, response: { 200: childrenResponseSchema } },
    }, async (request, reply) => {
      const answer = await service.children(mode, request.params.siteId, request.params.parentPageSlug, callContext(request));
      void reply.header('cache-control', cacheControl(mode, request.query));
      return answer;
    });

    app.get(`${base}/showcase/:siteId/:docType`, {
      schema: { params: siteParams.extend({ docType: showcaseDocTypeSchema }), querystring: showcaseQuerySchema, response: { 200: showcaseResponseSchema } },
    }, async (request, reply) => {
      const { siteId, docType } = request.params;
      const { layoutVariant, limit } = request.query;
      const answer = await service.showcase(mode, { siteId, docType, limit, ...(layoutVariant ? { layoutVariant } : {}) }, callContext(request));
      void reply.header('cache-control', cacheControl(mode, request.query));
      return answer;
    });
  }
  done();
};
