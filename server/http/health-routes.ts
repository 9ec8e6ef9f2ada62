import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from './contract-route';
import { pendingMigrations, type Database } from '../db/index';

export interface HealthRoutesOptions {
  readonly db: Database;
}

/**
 * The orchestrator's probes. `GET /health/live`: the process answers (restart it if not). `GET /health/ready`: it
 * can serve, the database answering and every committed migration applied (send it no traffic if not: 503 with
 * the reason). `/health` (system-routes.ts) keeps its own answer.
 */
export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, { db }, done) => {
  route(app, 'GET /health/live', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  route(app, 'GET /health/ready', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      await db.execute(sql`select 1`);
      pending = await pendingMigrations(db);
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
    if (pending.length > 0) return reply.code(503).send({ status: 'unavailable', reason: `migrations not applied: ${pending.join(', ')}` });
    return { status: 'ok' as const };
  });
  done();
};
