import type { FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { UNMATCHED_ROUTE } from './request-metrics';

/** Write requests refused with 429 because their address went over the route's limit, by route pattern. */
export function rateLimitMetrics(registry: Registry): (request: FastifyRequest) => void {
  const rejections = new Counter({
    name: 'tessera_rate_limit_rejections_total',
    help: "Requests refused (429) by the write routes' rate limits, by method and route pattern.",
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  return (request) => rejections.inc({ method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE });
}
