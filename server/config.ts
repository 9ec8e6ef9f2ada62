import { z } from 'zod';
import { text } from '../schemas';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const url = (protocols: readonly string[], example: string) =>
  text().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL, e.g. ${example}`,
  );

/** An origin: scheme, host and port, nothing after (`https://shop.example`, `http://localhost:3000`). */
const origin = text()
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return /^https?:$/.test(parsed.protocol) && parsed.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'must be an origin such as https://shop.example (scheme, host and port; no path)')
  .transform((value) => value.replace(/\/$/, ''));

/** A whole number of milliseconds within [min, max], e.g. `60000`. */
const millis = (min: number, max: number, example: string) =>
  text()
    .regex(/^\d{1,10}$/, `must be a whole number of milliseconds from ${min} to ${max}, e.g. ${example}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number of milliseconds from ${min} to ${max}, e.g. ${example}`)
        .max(max, `must be a whole number of milliseconds from ${min} to ${max}, e.g. ${example}`),
    );

/**
 * Every environment variable the server reads, checked once at start. A variable that is set must be right:
 * a bad value stops the process with the variable's name and what was expected, never a silent default.
 */
export const configSchema = z
  .object({
    PORT: text()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .pipe(z.number().max(65535, 'must be a port number from 0 to 65535'))
      .default(3000),
    HOST: text().min(1, 'must be a host name or address to listen on, e.g. 0.0.0.0').default('0.0.0.0'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@host:5432/tessera').optional(),
    DATA_DIR: text().min(1, 'must be a folder path').default('.data'),
    REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
    EDITOR_ORIGIN: origin.optional(),
    PUBLIC_URL: origin.optional(),
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false),
    IMAGE_CACHE_DIR: text().min(1, 'must be a folder path').optional(),
    IMAGE_CACHE_MB: text()
      .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of megabytes, e.g. 256')
      .transform(Number)
      .optional(),
    /** The development mail outbox at `/dev/mail`: on outside production; `npm start` (the demo) turns it on. */
    DEV_MAIL: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /** The demo store (brands' content, catalogue, gallery; editor accounts outside production), seeded at start: `npm start` sets it. */
    DEMO: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false),
    NODE_ENV: z.enum(['production', 'development', 'test'], { error: 'must be production, development or test' }).optional(),
    /** The bearer token a scraper sends for `GET /metrics`; unset, /metrics is open outside production and absent in it. */
    METRICS_TOKEN: text()
      .regex(/^[\x21-\x7e]{24,256}$/, 'must be 24 to 256 printable characters without spaces, e.g. from openssl rand -hex 24')
      .optional(),
    /** How often each process looks for due jobs (settling orders, expiring challenges and guests); default 10 s. */
    JOBS_INTERVAL_MS: millis(100, 3_600_000, '10000').optional(),
    /** How long the card gateway may take to authorize before the store voids the attempt (PYT300); default 15 s. */
    PAYMENT_TIMEOUT_MS: millis(1_000, 120_000, '15000').optional(),
    /** An order still waiting for payment this long after it was placed is settled by the store; default 60 s. */
    ORDER_SETTLE_AFTER_MS: millis(1_000, 86_400_000, '60000').optional(),
    /** How long a 3-D Secure challenge waits for the shopper before the order is cancelled (PYT405); default 15 min. */
    CHALLENGE_EXPIRY_MS: millis(60_000, 3_600_000, '900000').optional(),
  })
  .refine(
    // The shopper's own call must be over (answered or timed out) before the store settles the order behind its back.
    (config) => (config.ORDER_SETTLE_AFTER_MS ?? 60_000) > (config.PAYMENT_TIMEOUT_MS ?? 15_000),
    { path: ['ORDER_SETTLE_AFTER_MS'], message: 'must be longer than PAYMENT_TIMEOUT_MS (default 15000): a live payment finishes first' },
  );

export type Config = z.output<typeof configSchema>;

/** Thrown when the environment is wrong; its message names each bad variable and what it must be. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from an environment. Empty strings count as unset. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const set = Object.fromEntries(Object.keys(configSchema.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = configSchema.safeParse(set);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}=${JSON.stringify(set[String(issue.path[0])] ?? '')}: ${issue.message}`);
  throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
}
