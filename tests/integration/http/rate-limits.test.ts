import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { DEFAULT_WRITE_LIMIT, writeLimits } from '../../../server/http/index';
import { json } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';

type Envelope = { errorDetails: { errorId: string; message: string }[]; appId: string; correlationId: string };

const USERS = '/social/v1/users';
const usersLimit = writeLimits[`POST ${USERS}`]?.max ?? 0;
/** A body the route refuses (400) without writing anything: refused writes count against the limit too. */
const refused = { customerId: 'nobody' };
const postUsers = (app: FastifyInstance, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: USERS, payload: refused, remoteAddress });

function expectTooMany(answer: Awaited<ReturnType<typeof postUsers>>) {
  expect(answer.statusCode).toBe(429);
  const body = json<Envelope>(answer);
  expect(body.errorDetails[0]?.errorId).toBe('API429');
  expect(body.errorDetails[0]?.message).toMatch(/^Too many requests from this address: try again in /);
  expect(body.appId).toBe('tessera');
  expect(body.correlationId).toBe(answer.headers['x-correlation-id']);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 3600, `Retry-After: ${String(answer.headers['retry-after'])}`).toBe(true);
  // Still an answer of this server: its security headers too.
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('rate limits on write routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      db: database.handle.db,
      plugins: [
        (plugin) => {
          plugin.delete('/api/v1/things/:id', (_request, reply) => reply.code(204).send());
          return Promise.resolve();
        },
      ],
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers 429 in the error envelope with Retry-After once a client is over the limit', async () => {
    expect(usersLimit).toBeGreaterThan(0);
    for (let i = 1; i <= usersLimit; i += 1) {
      const answer = await postUsers(app);
      expect(answer.statusCode, `request ${i}`).toBe(400);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(usersLimit - i));
    }
    expectTooMany(await postUsers(app));
    // Counted per client and per route: another address, and another write route, are not held back.
    expect((await postUsers(app, '198.51.100.4')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/social/v1/stashes', payload: {}, remoteAddress: '203.0.113.7' })).statusCode).toBe(400);
  });

  it('limits any other write route by default, and no read', async () => {
    const removed = await app.inject({ method: 'DELETE', url: '/api/v1/things/1' });
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['x-ratelimit-limit']).toBe(String(DEFAULT_WRITE_LIMIT.max));
    const read = await app.inject('/social/v1/customers/ridgeline/media/recent');
    expect(read.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('rate limits shared through Redis', () => {
  const redisUrl = 'redis://127.0.0.1:6379';
  // Each run counts under its own keys, so parallel runs on one Redis never meet.
  const keyPrefix = `tessera-test:${randomUUID()}:`;
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    first = await buildApp({ db: database.handle.db, rateLimits: { redisUrl, keyPrefix } });
    second = await buildApp({ db: database.handle.db, rateLimits: { redisUrl, keyPrefix } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.dispose();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts a client once across two server processes', async () => {
    for (let i = 1; i <= usersLimit; i += 1) {
      const answer = await postUsers(i % 2 ? first : second);
      expect(answer.statusCode, `request ${i}`).toBe(400);
      expect(answer.headers['x-ratelimit-remaining'], `request ${i}`).toBe(String(usersLimit - i));
    }
    expectTooMany(await postUsers(first));
    expectTooMany(await postUsers(second));
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${keyPrefix}*`);
      expect(keys).toEqual([`${keyPrefix}POST${USERS}-203.0.113.7`]);
      expect(Number(await redis.get(keys[0] ?? ''))).toBe(usersLimit + 2);
    } finally {
      await redis.quit();
    }
  });
});

describe('rate limits while Redis is unreachable', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // Nothing listens on port 1.
    app = await buildApp({ db: database.handle.db, rateLimits: { redisUrl: 'redis://127.0.0.1:1', keyPrefix: `tessera-test:${randomUUID()}:` } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('lets writes through, unlimited, rather than failing them', async () => {
    for (let i = 0; i <= usersLimit; i += 1) expect((await postUsers(app)).statusCode).toBe(400);
  });
});
