import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config';
import { retryDelayMs } from '../../../server/jobs/backoff';

describe('the settings of jobs and payments', () => {
  it("reads them as milliseconds, and leaves them unset (the code's defaults) when not given", () => {
    expect(
      readConfig({ JOBS_INTERVAL_MS: '500', PAYMENT_TIMEOUT_MS: '5000', ORDER_SETTLE_AFTER_MS: '6000', CHALLENGE_EXPIRY_MS: '60000' }),
    ).toMatchObject({ JOBS_INTERVAL_MS: 500, PAYMENT_TIMEOUT_MS: 5000, ORDER_SETTLE_AFTER_MS: 6000, CHALLENGE_EXPIRY_MS: 60000 });
    const defaults = readConfig({});
    expect(defaults.JOBS_INTERVAL_MS).toBeUndefined();
    expect(defaults.ORDER_SETTLE_AFTER_MS).toBeUndefined();
  });

  it.each([
    [{ JOBS_INTERVAL_MS: 'often' }, 'JOBS_INTERVAL_MS="often": must be a whole number of milliseconds from 100 to 3600000'],
    [{ JOBS_INTERVAL_MS: '10' }, 'JOBS_INTERVAL_MS="10": must be a whole number of milliseconds from 100 to 3600000'],
    [{ CHALLENGE_EXPIRY_MS: '1000' }, 'CHALLENGE_EXPIRY_MS="1000": must be a whole number of milliseconds from 60000 to 3600000'],
    [{ PAYMENT_TIMEOUT_MS: '-5' }, 'PAYMENT_TIMEOUT_MS="-5": must be a whole number of milliseconds'],
    // The store must not settle an order while the shopper's own call may still be waiting on the gateway.
    [{ ORDER_SETTLE_AFTER_MS: '10000' }, 'ORDER_SETTLE_AFTER_MS="10000": must be longer than PAYMENT_TIMEOUT_MS'],
    [{ ORDER_SETTLE_AFTER_MS: '6000', PAYMENT_TIMEOUT_MS: '6000' }, 'ORDER_SETTLE_AFTER_MS="6000": must be longer than PAYMENT_TIMEOUT_MS'],
  ])('refuses %o, naming the variable and what it must be', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe("a failed job's back-off", () => {
  it('doubles from 15 s with each failure, up to 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(8)).toBe(30 * 60_000);
    expect(retryDelayMs(10_000)).toBe(30 * 60_000);
  });
});
