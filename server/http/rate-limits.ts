import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { errorIds } from '../../schemas';
import { ApiError } from './api-error';

export interface RateLimitOptions {
  /** `redis://…`: every server process shares one count per client; without it each process counts in memory. */
  readonly redisUrl?: string;
  /** Prefix of the counters' Redis keys, so several stores (or test runs) can share one Redis. */
  readonly keyPrefix?: string;
  /** Told of every request refused for being over its limit (the metrics count them). */
  readonly onRejected?: (request: FastifyRequest) => void;
}

export interface WriteLimit {
  /** Requests one client may make in the window. */
  readonly max: number;
  /** Milliseconds. */
  readonly timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per client address (`request.ip`, so behind a trusted proxy the shopper's), per route. Sized for a person
 * using the store by hand, with room for retries after a validation error; docs/decisions.md says why each.
 */
export const writeLimits: Readonly<Record<string, WriteLimit>> = {
  'POST /social/v1/users': { max: 20, timeWindow: HOUR },
  'POST /social/v1/users/:userId/media': { max: 30, timeWindow: HOUR },
  'POST /social/v1/media/:mediaId/reports': { max: 20, timeWindow: HOUR },
  'POST /social/v1/stashes': { max: 60, timeWindow: HOUR },
  // A household or an office behind one address: a new guest each time a browser starts without cookies.
  'POST /token/v2/auth/token': { max: 120, timeWindow: MINUTE },
  // Editor sign-in: password guessing across accounts from one address (each account also makes it wait after 5 failures).
  'POST /admin/v1/session': { max: 20, timeWindow: MINUTE },
  // Consumer and employee sign-in: guessing across accounts from one address (each account also locks after 3 failures).
  'POST /consumers-v3/auth/signin': { max: 20, timeWindow: MINUTE },
  'POST /consumers-v3/consumer/agent/login': { max: 20, timeWindow: MINUTE },
  // The browser's exchange of a sign-in's code: one per sign-in, with room for the retry on 409 and a few tabs.
  'POST /fapi/session/signin': { max: 30, timeWindow: MINUTE },
  // Accounts made from one address: a family or a shop's counter, never a script filling the table.
  'POST /consumers-v3/auth/signup': { max: 20, timeWindow: HOUR },
  // Each sends an e-mail: a person asks a few times, nobody uses it to flood someone's mailbox.
  'POST /consumers-v3/confirmforgotpassword': { max: 10, timeWindow: HOUR },
  // A reset token cannot be guessed (32 random bytes); the limit bounds the argon2 work one address can ask for.
  'POST /consumers-v3/consumer/resetpassword': { max: 20, timeWindow: HOUR },
  // Each sends a confirmation e-mail (to the profile's own address): a shopper changes their days a few times.
  'POST /consumers-v3/consumer/event-registration': { max: 30, timeWindow: HOUR },
  // Guessing the current password with a stolen access token, bounded per address.
  'POST /consumers-v3/consumer/changepassword': { max: 20, timeWindow: HOUR },
  // Saved cards: a person saves a few; a script testing stolen card tokens against accounts is held back.
  'POST /consumers-v3/consumer/payment_instruments': { max: 20, timeWindow: HOUR },
  // Each e-mail subscription sends a confirmation mail: as the forgotten password's, never a way to flood a mailbox.
  'POST /consumers-v3/subscription': { max: 10, timeWindow: HOUR },
  // A confirmation token cannot be guessed (32 random bytes).
  'POST /consumers-v3/subscription/confirm': { max: 30, timeWindow: HOUR },
  // An unsubscribe token is signed (HMAC-SHA-256): a guess never lands; a person presses once or twice.
  'POST /consumers-v3/subscription/unsubscribe': { max: 30, timeWindow: HOUR },
};

/**
 * Reads are not limited, but for these: each answers something a guesser wants. The enrollment's lookup says
 * whether an e-mail has an account, so a person gets a few tries a minute and a script walking a list of e-mails
 * meets the limit (and the captcha) at once.
 */
export const readLimits: Readonly<Record<string, WriteLimit>> = {
  'GET /consumers-v3/consumer/lookup': { max: 10, timeWindow: MINUTE },
};

/** Any other write route (and those added later) unless it sets its own `config.rateLimit`. */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { max: 120, timeWindow: MINUTE };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The limit of a route: every write's, and the few reads of `readLimits`. */
export function writeLimitOf(method: string | readonly string[], url: string): WriteLimit | undefined {
  const methods = (typeof method === 'string' ? [method] : method).map((m) => m.toUpperCase());
  const write = methods.find((m) => WRITE_METHODS.has(m));
  if (write === undefined) return methods.includes('GET') ? readLimits[`GET ${url}`] : undefined;
  return writeLimits[`${write} ${url}`] ?? DEFAULT_WRITE_LIMIT;
}

const DEFAULT_KEY_PREFIX = 'tessera:rate-limit:';

/**
 * Rate limits on every write route (POST, PUT, PATCH, DELETE), counted per client address. Over the limit the
 * answer is 429 in the error envelope (`API429`) with `Retry-After` in seconds. Counters live in Redis when
 * `redisUrl` is given; should Redis be unreachable, writes go through unlimited (and it is logged) rather than fail.
 * Register before the routes: it attaches itself to each route as it is added.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = writeLimitOf(route.method, route.url);
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (limit && config.rateLimit === undefined) route.config = { ...config, rateLimit: { ...limit } };
  });

  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.keyPrefix ?? DEFAULT_KEY_PREFIX, skipOnError: true } : {}),
    ...(options.onRejected ? { onExceeded: options.onRejected } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(context.statusCode, errorIds.tooManyRequests, `Too many requests from this address: try again in ${context.after}`),
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // NB: fail fast while Redis is away (one retry, no queue), so a write waits milliseconds, not minutes, before going through.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: true });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) app.log.warn({ err: error }, 'rate limits: Redis unreachable, writes are not limited until it is back');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Connected before the first request, so the first writes are counted too; a Redis that is down keeps retrying.
  await redis.connect().catch(() => undefined);
  return redis;
}
