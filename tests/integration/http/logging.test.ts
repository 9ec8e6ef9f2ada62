import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, fixtureDocuments());
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ db: database.handle.db, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('carry the correlation id and the spec headers, but never the access key itself', async () => {
    const response = await app.inject({
      url: `/publish/caas/v1/canvas/menu/${SITE}?locale=en-US`,
      headers: { 'x-correlation-id': 'log-1', 'x-transaction-id': 'tx-9', 'x-trust-id': 'trust-3', 'x-access-key': 'sk_live_very_secret' },
    });
    expect(response.statusCode).toBe(200);
    const completed = lines.find((line) => line.correlationId === 'log-1' && line.msg === 'request completed');
    expect(completed).toMatchObject({ transactionId: 'tx-9', trustId: 'trust-3', accessKey: 'present', locale: 'en-US' });
    expect(JSON.stringify(lines)).not.toContain('sk_live_very_secret');
  });

  it('log an unexpected failure with its details while the caller sees none', async () => {
    await database.handle.close();
    const response = await app.inject({ url: `/publish/caas/v1/canvas/menu/${SITE}`, headers: { 'x-correlation-id': 'log-2' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/closed|pool|PGlite/i);
    const logged = lines.find((line) => line.correlationId === 'log-2' && line.level === 50);
    expect(logged).toMatchObject({ msg: 'unexpected error' });
  });
});
