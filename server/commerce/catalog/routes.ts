import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { CatalogService } from './service';

/**
 * The catalogue's calls at the spec's paths (spec 001 §7 Products). Listings and details may be kept a few minutes
 * by browsers and CDNs; stock changes with every order, so inventory is never kept.
 */
export const catalogRoutes: FastifyPluginCallbackZod<{ service: CatalogService }> = (app, { service }, done) => {
  route(app, 'GET /products/v2/search/productSearch', async (request, reply) => {
    // The answer is kept for a minute as the bytes sent, per encoding (the service's listing cache): a listing asked
    // again is neither serialized nor compressed again. Naming the encoding keeps the compression plugin off it.
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const body = await service.searchBody(request.query, encoding);
    void reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    // NB: bytes already serialized (the route's schema still describes them, for validation in tests and the docs).
    return reply.send(body);
  });

  route(app, 'GET /products/v2/products/:productId/details', async (request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return service.details(request.params.productId, request.query.locale);
  });

  route(app, 'GET /products/v2/products/:productId/inventory', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return service.inventory(request.params.productId);
  });
  done();
};
