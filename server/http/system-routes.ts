import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/index';

export interface SystemRoutesOptions {
  readonly db: Database;
}

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });

/** Liveness for load balancers, and the spec's server clock (`GET /fapi/server/time`). */
export const systemRoutes: FastifyPluginCallbackZod<SystemRoutesOptions> = (app, { db }, done) => {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });

  app.get('/fapi/server/time', { schema: { response: { 200: z.object({ timestamp: z.iso.datetime() }) } } }, (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ timestamp: new Date().toISOString() });
  });
  done();
};
