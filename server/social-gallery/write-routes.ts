import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_GALLERY_PREFIX, createSocialMediaBodySchema, createSocialReportBodySchema, createSocialStashBodySchema, createSocialUserBodySchema,
  socialIdSchema, socialReportSchema, socialStashSchema, socialUploadSchema, socialUserSchema,
} from '../../schemas';
import { brands } from '../../runtime/core';
import { ApiError } from '../http/api-error';
import type { SocialGalleryWrites } from './write-repository';

const P = SOCIAL_GALLERY_PREFIX;

/** The POST calls of the social gallery (spec 001 §7): uploaders, their photos, reports and stashes. Answers are never cached. */
export const socialGalleryWriteRoutes: FastifyPluginCallbackZod<{ writes: SocialGalleryWrites }> = (app, { writes }, done) => {
  app.addHook('onSend', (request, reply, payload, next) => {
    if (request.method === 'POST') void reply.header('cache-control', 'no-store');
    next(null, payload);
  });

  app.post(`${P}/users`, {
    schema: { body: createSocialUserBodySchema, response: { 200: socialUserSchema, 201: socialUserSchema } },
  }, async (request, reply) => {
    if (!brands.some((b) => b.id === request.body.customerId)) {
      throw ApiError.badRequest(`body.customerId: no customer "${request.body.customerId}"`, 'body.customerId');
    }
    const { user, created } = await writes.createUser(request.body);
    return reply.code(created ? 201 : 200).send(user);
  });

  app.post(`${P}/users/:userId/media`, {
    schema: { params: z.object({ userId: socialIdSchema }), body: createSocialMediaBodySchema, response: { 201: socialUploadSchema } },
  }, async (request, reply) => reply.code(201).send(await writes.createMedia(request.params.userId, request.body)));

  app.post(`${P}/media/:mediaId/reports`, {
    schema: { params: z.object({ mediaId: socialIdSchema }), body: createSocialReportBodySchema, response: { 201: socialReportSchema } },
  }, async (request, reply) => reply.code(201).send(await writes.report(request.params.mediaId, request.body)));

  app.post(`${P}/stashes`, {
    schema: { body: createSocialStashBodySchema, response: { 201: socialStashSchema } },
  }, async (request, reply) => reply.code(201).send(await writes.createStash(request.body)));
  done();
};
