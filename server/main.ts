import { join } from 'node:path';
import pino from 'pino';
import { sitesConfig } from '../runtime/core';
import { parseSitesConfig, SitesConfigError } from '../schemas';
import { ConfigError, readConfig, type Config } from './config';
import { startServer } from './start';

/** `npm start`: one process serving the storefront, the API and the content service. */
let config: Config;
try {
  config = readConfig(process.env);
  // The brands and locales the build carries (config/sites.json): a store they would break does not start.
  parseSitesConfig(sitesConfig);
} catch (error) {
  // The logger's own level may be what is wrong: the message goes to stderr as it is.
  if (!(error instanceof ConfigError) && !(error instanceof SitesConfigError)) throw error;
  process.stderr.write(`Tessera cannot start: ${error.message}\n`);
  process.exit(1);
}
const logger = pino({ level: config.LOG_LEVEL });
// The demo store is a plugin: loaded only when asked for (`npm start` sets DEMO=true), never part of a production start.
const demo = config.DEMO ? await import('./demo/index') : undefined;

try {
  const server = await startServer({
    port: config.PORT,
    host: config.HOST,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: join(config.DATA_DIR, 'pglite'),
    logger,
    ...(demo ? { seed: (db) => demo.seedDemoStore(db, { editors: config.NODE_ENV !== 'production' }) } : {}),
    distDir: 'dist',
    ...(config.EDITOR_ORIGIN ? { security: { editorOrigin: config.EDITOR_ORIGIN } } : {}),
    ...(config.REDIS_URL ? { rateLimits: { redisUrl: config.REDIS_URL } } : {}),
    // Unset, links name this machine (right for a newcomer's `npm start`), or behind a trusted proxy the host it
    // forwards; never the request's own Host header.
    ...(config.PUBLIC_URL || !config.TRUST_PROXY ? { publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` } : {}),
    trustProxy: config.TRUST_PROXY,
    // A store does not publish its metrics: with METRICS_TOKEN a scraper sends it; without, only outside production.
    metrics: {
      access: config.METRICS_TOKEN
        ? { kind: 'token', token: config.METRICS_TOKEN }
        : config.NODE_ENV === 'production'
          ? { kind: 'closed' }
          : { kind: 'open' },
      processMetrics: true,
    },
    devMail: config.DEV_MAIL ?? config.NODE_ENV !== 'production',
    // Known passwords have no place on a production store: there `npm run users:add` makes the accounts (and
    // `npm start`, the demo, runs `users:add --demo` before it serves); the demo makes them itself outside production.
    ...(config.JOBS_INTERVAL_MS !== undefined ? { jobsIntervalMs: config.JOBS_INTERVAL_MS } : {}),
    ...(config.PAYMENT_TIMEOUT_MS !== undefined ? { paymentTimeoutMs: config.PAYMENT_TIMEOUT_MS } : {}),
    orders: {
      ...(config.ORDER_SETTLE_AFTER_MS !== undefined ? { settleAfterMs: config.ORDER_SETTLE_AFTER_MS } : {}),
      ...(config.CHALLENGE_EXPIRY_MS !== undefined ? { challengeExpiryMs: config.CHALLENGE_EXPIRY_MS } : {}),
    },
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
}
