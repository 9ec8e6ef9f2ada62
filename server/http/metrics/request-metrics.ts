import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The label of a request no route matched: its URL would let anyone add series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * How long each answer took, by method, route pattern (`/cart/v1/carts/:cartId`, never the URL as sent: a label per
 * id would grow without end) and status code.
 */
export function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
