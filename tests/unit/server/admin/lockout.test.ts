import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, failureOutcome, waitAfter, waitSteps } from '../../../../server/admin/auth/lockout';

const MINUTE = 60_000;

describe('sign-in throttling', () => {
  it('answers invalid credentials three times, warns at the fourth failure in a row, makes the client wait from the fifth', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map((failures) => failureOutcome(failures, ADDRESS_POLICY))).toEqual([
      'invalid-credentials',
      'invalid-credentials',
      'invalid-credentials',
      'last-attempt',
      'wait',
      'wait',
      'wait',
    ]);
    expect(failureOutcome(19, ACCOUNT_POLICY)).toBe('last-attempt');
    expect(failureOutcome(20, ACCOUNT_POLICY)).toBe('wait');
  });

  it('waits 1 minute at the limit, doubles with each further failure, never more than an hour', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].map((failures) => waitAfter(failures, ADDRESS_POLICY) / MINUTE)).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60]);
    expect(waitAfter(19, ACCOUNT_POLICY)).toBe(0);
    expect(waitAfter(20, ACCOUNT_POLICY)).toBe(MINUTE);
    // However long a guesser goes on, the wait stays a finite hour.
    expect(waitAfter(10_000, ADDRESS_POLICY)).toBe(60 * MINUTE);
  });

  it('lists each step until the cap, for the statement that counts failures', () => {
    expect(waitSteps(ADDRESS_POLICY)).toEqual([
      { failures: 5, waitMs: MINUTE },
      { failures: 6, waitMs: 2 * MINUTE },
      { failures: 7, waitMs: 4 * MINUTE },
      { failures: 8, waitMs: 8 * MINUTE },
      { failures: 9, waitMs: 16 * MINUTE },
      { failures: 10, waitMs: 32 * MINUTE },
      { failures: 11, waitMs: 60 * MINUTE },
    ]);
    for (const { failures, waitMs } of waitSteps(ACCOUNT_POLICY)) expect(waitAfter(failures, ACCOUNT_POLICY)).toBe(waitMs);
  });
});
