import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../http/contract-route';
import type { FastifyReply } from 'fastify';
import { SOCIAL_GALLERY_PREFIX, type SocialPageQuery } from '../../schemas';
import { brands } from '../../runtime/core';
import { ApiError } from '../http/api-error';
import { decodeCursor } from './cursor';
import type { SocialGalleryReads } from './read-repository';

const P = SOCIAL_GALLERY_PREFIX;

/** A new photo reaches galleries within a minute; a held one leaves them as fast. */
const cached = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

const pageOf = (query: SocialPageQuery) => {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw ApiError.badRequest('query.cursor: must be a cursor from a previous answer', 'query.cursor');
  return { limit: query.limit, cursor };
};

const knownCustomer = (customerId: string) => {
  const brand = brands.find((b) => b.id === customerId);
  if (!brand) throw ApiError.notFound(`Unknown customer "${customerId}"`);
  return brand.id;
};

/** The GET calls of the social gallery (spec 001 §7): recent photos by customer, category and stream, and a photo's streams. */
export const socialGalleryReadRoutes: FastifyPluginCallbackZod<{ reads: SocialGalleryReads }> = (app, { reads }, done) => {
  route(app, 'GET /social/v1/', (_request, reply) => {
    void cached(reply);
    return {
      name: 'Tessera social gallery',
      version: 'v1',
      customers: brands.map((b) => ({ id: b.id, name: b.name })),
      links: {
        customerMedia: `${P}/customers/{customerId}/media/recent{?limit,cursor,masterId}`,
        categoryMedia: `${P}/categories/media/recent{?customerId,categoryId,limit,cursor}`,
        streamMedia: `${P}/streams/{streamId}/media/recent{?limit,cursor}`,
        streamsMedia: `${P}/streams/media/recent{?streamId,limit,cursor}`,
        mediaStreams: `${P}/media/{mediaId}/streams`,
        reports: `${P}/media/{mediaId}/reports`,
        stashes: `${P}/stashes`,
        users: `${P}/users`,
        userMedia: `${P}/users/{userId}/media`,
      },
    };
  });

  route(app, 'GET /social/v1/customers/:customerId/media/recent', async (request, reply) => {
    const customerId = knownCustomer(request.params.customerId);
    const page = await reads.recentMedia({ kind: 'customer', customerId, masterIds: request.query.masterId }, pageOf(request.query));
    void cached(reply);
    return page;
  });

  route(app, 'GET /social/v1/categories/media/recent', async (request, reply) => {
    const customerId = knownCustomer(request.query.customerId);
    const page = await reads.recentMedia({ kind: 'category', customerId, categoryId: request.query.categoryId }, pageOf(request.query));
    void cached(reply);
    return page;
  });

  route(app, 'GET /social/v1/streams/:streamId/media/recent', async (request, reply) => {
    const { streamId } = request.params;
    if (!(await reads.existingStreams([streamId])).has(streamId)) throw ApiError.notFound(`Unknown stream "${streamId}"`);
    const page = await reads.recentMedia({ kind: 'streams', streamIds: [streamId] }, pageOf(request.query));
    void cached(reply);
    return page;
  });

  route(app, 'GET /social/v1/streams/media/recent', async (request, reply) => {
    const streamIds = [...new Set(request.query.streamId)];
    const known = await reads.existingStreams(streamIds);
    const unknown = streamIds.find((id) => !known.has(id));
    if (unknown) throw ApiError.notFound(`Unknown stream "${unknown}"`);
    const page = await reads.recentMedia({ kind: 'streams', streamIds }, pageOf(request.query));
    void cached(reply);
    return page;
  });

  route(app, 'GET /social/v1/media/:mediaId/streams', async (request, reply) => {
    const streams = await reads.streamsOfMedia(request.params.mediaId);
    if (!streams) throw ApiError.notFound(`Unknown photo "${request.params.mediaId}"`);
    void cached(reply);
    return { streams };
  });
  done();
};
