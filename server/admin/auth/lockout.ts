/** Failed sign-ins in a row that lock an account. */
export const MAX_FAILED_SIGN_INS = 5;

/** How long a locked account stays locked. */
export const LOCK_MS = 15 * 60_000;

/** What a failed sign-in answers: AUT401 (invalid credentials), AUT426 (one attempt left) or AUT441 (now locked). */
export type FailureOutcome = 'invalid-credentials' | 'last-attempt' | 'locked';

/** Whether an account is locked at `now`. */
export const isLocked = (lockedUntil: Date | null, now: Date): boolean => lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/**
 * What the failure that brought an account to `failedAttempts` answers. The fourth failure in a row warns that one
 * attempt is left; the fifth locks the account.
 * @example failureOutcome(4) // 'last-attempt'
 */
export function failureOutcome(failedAttempts: number): FailureOutcome {
  if (failedAttempts >= MAX_FAILED_SIGN_INS) return 'locked';
  return failedAttempts === MAX_FAILED_SIGN_INS - 1 ? 'last-attempt' : 'invalid-credentials';
}
