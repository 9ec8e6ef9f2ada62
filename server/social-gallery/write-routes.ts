import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../http/contract-route';
import { brands } from '../../runtime/core';
import { ApiError } from '../http/api-error';
import type { SocialGalleryWrites } from './write-repository';

/** The POST calls of the social gallery (spec 001 §7): uploaders, their photos, reports and stashes. Answers are never cached. */
export const socialGalleryWriteRoutes: FastifyPluginCallbackZod<{ writes: SocialGalleryWrites }> = (app, { writes }, done) => {
  app.addHook('onSend', (request, reply, payload, next) => {
    if (request.method === 'POST') void reply.header('cache-control', 'no-store');
    next(null, payload);
  });

  // NB: a new and an already registered email get the same answer, so the call cannot tell whose address is on file.
  route(app, 'POST /social/v1/users', async (request, reply) => {
    const { customerId, screenName, displayName } = request.body;
    if (!brands.some((b) => b.id === customerId)) {
      throw ApiError.badRequest(`body.customerId: no customer "${customerId}"`, 'body.customerId');
    }
    const { outcome } = await writes.registerUser(request.body);
    if (outcome === 'screenNameTaken') throw ApiError.badRequest(`body.screenName: "${screenName}" is already taken`, 'body.screenName');
    return reply.code(202).send({ status: 'accepted' as const, screenName, ...(displayName ? { displayName } : {}) });
  });

  route(app, 'POST /social/v1/users/:userId/media', async (request, reply) =>
    reply.code(201).send(await writes.createMedia(request.params.userId, request.body)),
  );

  route(app, 'POST /social/v1/media/:mediaId/reports', async (request, reply) =>
    reply.code(201).send(await writes.report(request.params.mediaId, request.body)),
  );

  route(app, 'POST /social/v1/stashes', async (request, reply) => reply.code(201).send(await writes.createStash(request.body)));
  done();
};
