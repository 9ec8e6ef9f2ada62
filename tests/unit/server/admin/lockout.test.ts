import { describe, expect, it } from 'vitest';
import { failureOutcome, isLocked, LOCK_MS, MAX_FAILED_SIGN_INS } from '../../../../server/admin/auth/lockout';

describe('sign-in lockout', () => {
  it('answers invalid credentials three times, warns at the fourth failure in a row, locks at the fifth', () => {
    expect([1, 2, 3, 4, 5].map(failureOutcome)).toEqual(['invalid-credentials', 'invalid-credentials', 'invalid-credentials', 'last-attempt', 'locked']);
    expect(MAX_FAILED_SIGN_INS).toBe(5);
  });

  it('locks for 15 minutes, to the millisecond', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    const until = new Date(now.getTime() + LOCK_MS);
    expect(LOCK_MS).toBe(15 * 60_000);
    expect(isLocked(until, now)).toBe(true);
    expect(isLocked(until, new Date(until.getTime() - 1))).toBe(true);
    expect(isLocked(until, until)).toBe(false);
    expect(isLocked(null, now)).toBe(false);
  });
});
