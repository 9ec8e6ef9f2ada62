import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../db/index';
import { commerceMetrics, type CommerceMetrics } from './commerce-metrics';
import { installDatabaseMetrics } from './database-metrics';
import { installImageMetrics } from './image-metrics';
import { registerMetricsRoute, type MetricsAccess } from './metrics-route';
import { rateLimitMetrics } from './rate-limit-metrics';
import { renderMetrics, type RenderObserver } from './render-metrics';
import { installRequestMetrics } from './request-metrics';

export interface MetricsOptions {
  /** Who may read `GET /metrics`; open by default. */
  readonly access?: MetricsAccess;
  /** Add Node's own (memory, CPU, event loop, GC): once per process, so the server's, not each test app's. */
  readonly processMetrics?: boolean;
}

/** What the app's parts report to; each concern keeps its own module. */
export interface AppMetrics {
  readonly registry: Registry;
  readonly rendered: RenderObserver;
  readonly commerce: CommerceMetrics;
  readonly rateLimited: ReturnType<typeof rateLimitMetrics>;
}

/**
 * The app's metrics, in a registry of its own (never prom-client's global one: a test process builds many apps),
 * with `GET /metrics` serving it. Requests and database statements are measured from here on.
 */
export function installMetrics(app: FastifyInstance, db: Database, options: MetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics === true) collectDefaultMetrics({ register: registry });
  installRequestMetrics(app, registry);
  const stopDatabase = installDatabaseMetrics(db, registry);
  app.addHook('onClose', (_instance, done) => {
    stopDatabase();
    done();
  });
  installImageMetrics(registry);
  registerMetricsRoute(app, registry, options.access ?? { kind: 'open' });
  return { registry, rendered: renderMetrics(registry), commerce: commerceMetrics(registry), rateLimited: rateLimitMetrics(registry) };
}
