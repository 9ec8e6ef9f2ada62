import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../schemas';
import { pendingMigrations, type Database } from '../db/index';

export interface HealthRoutesOptions {
  readonly db: Database;
}

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ok') });
const unreadySchema = z.object({ status: z.literal('unavailable'), reason: text() });

/**
 * The orchestrator's probes. `GET /health/live`: the process answers (restart it if not). `GET /health/ready`: it
 * can serve, the database answering and every committed migration applied (send it no traffic if not: 503 with
 * the reason). `/health` (system-routes.ts) keeps its own answer.
 */
export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, { db }, done) => {
  app.get('/health/live', { schema: { response: { 200: liveSchema } } }, (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/health/ready', { schema: { response: { 200: readySchema, 503: unreadySchema } } }, async (request, reply) => {
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
