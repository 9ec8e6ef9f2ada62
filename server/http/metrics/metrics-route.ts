import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * Who may read `GET /metrics`: anyone (development, tests), only a scraper sending `Authorization: Bearer <token>`
 * (`METRICS_TOKEN`), or nobody (production without a token: the route is not there, as before it existed).
 */
export type MetricsAccess = { readonly kind: 'open' } | { readonly kind: 'token'; readonly token: string } | { readonly kind: 'closed' };

const bearerOf = (header: string | undefined): string | undefined => /^Bearer ([^\s]+)$/i.exec(header ?? '')?.[1];

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /metrics`: every metric of this app in Prometheus' text format, never stored by a cache. */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, access: MetricsAccess): void {
  if (access.kind === 'closed') return;
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (access.kind === 'token') {
      const given = bearerOf(request.headers.authorization);
      if (given === undefined || !sameSecret(given, access.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain; charset=utf-8')
          .send('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.\n');
      }
    }
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
