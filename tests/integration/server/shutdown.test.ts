import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoServer as startServer } from '../../../server/demo/start-demo';
import { createPostgresDatabase, databaseKinds } from '../helpers/databases';
import { signInOverHttp } from '../helpers/editor-session';
import { fixtureDocuments } from '../helpers/fixtures';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`start-up and graceful shutdown on ${kind}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    const storage = async () => {
      if (kind === 'postgres') {
        const database = await createPostgresDatabase();
        cleanups.push(() => database.drop());
        return { databaseUrl: database.url, dataDir: '' };
      }
      const dataDir = await mkdtemp(join(tmpdir(), 'tessera-pglite-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return { dataDir };
    };

    it('migrates, seeds, listens, finishes a request in flight on close, then closes the database', async () => {
      let entered!: () => void;
      const inFlight = new Promise<void>((resolve) => (entered = resolve));
      const slow: FastifyPluginAsync = async (app) => {
        await app.register((scope, _options, done) => {
          scope.get('/api/test/slow', async () => {
            entered();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return { finished: true };
          });
          done();
        });
      };
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        ...(await storage()),
        logger: pino({ level: 'silent' }),
        seedDocuments: fixtureDocuments(),
        distDir: false,
        plugins: [slow],
      });
      cleanups.push(() => server.close());

      const menu = await fetch(`${server.url}/publish/caas/v1/canvas/menu/ridgeline-en-us`);
      expect(((await menu.json()) as { name: string }).name).toBe('Main menu');

      const pending = fetch(`${server.url}/api/test/slow`);
      await inFlight;
      const closed = server.close();
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true });
      await closed;

      expect(server.database.isClosed()).toBe(true);
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    });

    it('keeps its data across restarts and seeds only once', async () => {
      const where = await storage();
      const start = () =>
        startServer({
          port: 0,
          host: '127.0.0.1',
          ...where,
          logger: pino({ level: 'silent' }),
          seedDocuments: fixtureDocuments(),
          distDir: false,
          demoEditors: true,
        });
      const first = await start();
      await first.close();
      const second = await start();
      cleanups.push(() => second.close());
      // The preview lists every version: only an editor may read it (the demo editor, seeded once too).
      const cookie = await signInOverHttp(second.url, 'editor@tessera.test', 'tessera-demo');
      const versions = await fetch(`${second.url}/preview/caas/v1/canvas/showcase/ridgeline-en-us/page`, { headers: { cookie } });
      const { results } = (await versions.json()) as { results: { key: string; version: number }[] };
      expect(results.map((r) => [r.key, r.version])).toEqual([
        ['about', 1],
        ['about-history', 1],
        ['about-team', 1],
        ['blog', 1],
      ]);
    });

    it('refuses to start without a build, saying how to make one', async () => {
      const empty = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
      cleanups.push(() => rm(empty, { recursive: true, force: true }));
      await expect(
        startServer({
          port: 0,
          host: '127.0.0.1',
          ...(await storage()),
          logger: pino({ level: 'silent' }),
          seedDocuments: [],
          distDir: empty,
        }),
      ).rejects.toThrow(/run npm run build first/);
    });
  });
}
