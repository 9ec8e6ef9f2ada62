import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import type { RateLimitOptions, SecurityHeadersOptions } from './http/index';
import type { MetricsOptions } from './http/metrics/index';
import { type Database, migrateDatabase, openDatabase, type DatabaseHandle } from './db/index';
import { loadSsrBundle, type SsrBundle } from './ssr/index';

export interface StartOptions {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL; without it PGlite stores data in `dataDir`. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly logger: FastifyBaseLogger;
  /**
   * Fills the database after it is migrated and before the app is built (the demo store, `DEMO=true`); what it
   * returns is logged. Without it the store serves what the database holds, which may be nothing yet.
   */
  readonly seed?: (db: Database) => Promise<object>;
  /** The build output directory (`dist`); `false` serves the API only. */
  readonly distDir: string | false;
  readonly plugins?: readonly FastifyPluginAsync[];
  readonly security?: SecurityHeadersOptions;
  readonly rateLimits?: RateLimitOptions;
  readonly publicUrl?: string;
  readonly trustProxy?: boolean;
  /** Serve the mail outbox at `/dev/mail`. */
  readonly devMail?: boolean;
  /** How often this process runs due jobs (`JOBS_INTERVAL_MS`). */
  readonly jobsIntervalMs?: number;
  /** Who may read `GET /metrics`, and Node's own metrics with the app's. */
  readonly metrics?: MetricsOptions;
  /** The card gateway's time to answer (`PAYMENT_TIMEOUT_MS`). */
  readonly paymentTimeoutMs?: number;
  /** When unsettled orders are settled and challenges expire (`ORDER_SETTLE_AFTER_MS`, `CHALLENGE_EXPIRY_MS`). */
  readonly orders?: { readonly settleAfterMs?: number; readonly challengeExpiryMs?: number };
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly url: string;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, runs the seed if one is given (the demo), loads the SSR build and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  // The build is checked first: a missing build should fail start-up before anything is opened.
  const ssr: SsrBundle | undefined = options.distDir === false ? undefined : await loadSsrBundle(options.distDir);
  const database = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    dataDir: options.dataDir,
    onPoolError: (error) => options.logger.error({ err: error }, 'idle database connection failed'),
  });
  try {
    await migrateDatabase(database);
    const seeded = options.seed ? await options.seed(database.db) : undefined;
    options.logger.info({ ...seeded, driver: database.driver }, 'database ready');
    const app = await buildApp({
      db: database.db,
      logger: options.logger,
      ...(ssr ? { ssr } : {}),
      ...(options.plugins ? { plugins: options.plugins } : {}),
      ...(options.security ? { security: options.security } : {}),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
      ...(options.devMail ? { devMail: true } : {}),
      ...(options.jobsIntervalMs !== undefined ? { jobs: { intervalMs: options.jobsIntervalMs } } : {}),
      ...(options.paymentTimeoutMs !== undefined ? { providers: { paymentTimeoutMs: options.paymentTimeoutMs } } : {}),
      ...(options.orders ? { orders: options.orders } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
    });
    // Fastify logs the address it listens on; this makes that the one start-up line with the URL.
    const address = await app.listen({ port: options.port, host: options.host, listenTextResolver: (url) => `Tessera listening on ${url}` });
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      url: address,
      close: () => (closing ??= app.close().then(() => database.close())),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
