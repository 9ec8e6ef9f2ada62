import { join } from 'node:path';
import pino from 'pino';
import { demoDocuments } from './db/seed/demo-content';
import { demoGallerySeed } from './db/seed/demo-gallery';
import { startServer } from './start';

/** `npm start`: one process serving the storefront, the API and the content service. */
const env = process.env;
const logger = pino({ level: env.LOG_LEVEL ?? 'info' });
const port = Number(env.PORT ?? 3000);

try {
  const server = await startServer({
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: join(env.DATA_DIR ?? '.data', 'pglite'),
    logger,
    seedDocuments: demoDocuments(),
    seedGallery: demoGallerySeed(),
    distDir: 'dist',
    ...(env.EDITOR_ORIGIN ? { security: { editorOrigin: env.EDITOR_ORIGIN } } : {}),
    ...(env.REDIS_URL ? { rateLimits: { redisUrl: env.REDIS_URL } } : {}),
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
