import { Gauge, Histogram, type Registry } from 'prom-client';
import { queryTimingOf, type Database } from '../../db/index';

/**
 * Each SQL statement's time (as the driver saw it: a PGlite statement includes its wait for the one connection) and,
 * on PostgreSQL, the pool's connections. Returns what stops listening (the app's close).
 */
export function installDatabaseMetrics(db: Database, registry: Registry): () => void {
  const timing = queryTimingOf(db);
  if (!timing) return () => undefined;
  const queries = new Histogram({
    name: 'tessera_db_query_duration_seconds',
    help: 'Time of each SQL statement, by driver and outcome (ok or error).',
    labelNames: ['driver', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  if (timing.driver === 'pg') {
    new Gauge({
      name: 'tessera_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = timing.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  return timing.listen((seconds, failed) => queries.observe({ driver: timing.driver, outcome: failed ? 'error' : 'ok' }, seconds));
}
