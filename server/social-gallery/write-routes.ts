import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_GALLERY_PREFIX, createSocialMediaBodySchema, createSocialReportBodySchema, createSocialStashBodySchema, createSocialUserBodySchema,
  socialIdSchema, socialReportSchema, socialStashSchema, socialUploadSchema, socialUserRegistrationSchema,
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

  // NB: a new and an already registered email get the same answer, so the call cannot tell whose address is on file.
  app.post(`${P}/users`, {
    schema: { body: createSocialUserBodySchema, response: { 202: socialUserRegistrationSchema } },
  }, async (request, reply) => {
    const { customerId, screenName, displayName } = request.body;
    if (!brands.some((b) => b.id === customerId)) {
      throw ApiError.badRequest(`body.customerId: no customer "${customerId}"`, 'body.customerId');
    }
    const { outcome } = await writes.registerUser(request.body);
    if (outcome === 'screenNameTaken') throw ApiError.badRequest(`body.screenName: "${screenName}" is already taken`, 'body.screenName');
    return reply.code(202).send({ status: 'accepted' as const, screenName, ...(displayName ? { displayName } : {}) });
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
