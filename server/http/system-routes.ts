import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../schemas';
import { route } from './contract-route';
import { brands, faviconSvg } from '../../runtime/core';
import type { Database } from '../db/index';

export interface SystemRoutesOptions {
  readonly db: Database;
}

/** Liveness for load balancers, the spec's server clock (`GET /fapi/server/time`), and the brands' favicons. */
export const systemRoutes: FastifyPluginCallbackZod<SystemRoutesOptions> = (app, { db }, done) => {
  route(app, 'GET /health', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });

  route(app, 'GET /fapi/server/time', (_request, reply) => reply.header('cache-control', 'no-store').send({ timestamp: new Date().toISOString() }));
  app.get('/favicons/:file', { schema: { params: z.object({ file: text() }) } }, (request, reply) => {
    const brand = brands.find((b) => `${b.id}.svg` === request.params.file);
    if (!brand) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(faviconSvg(brand));
  });
  done();
};
