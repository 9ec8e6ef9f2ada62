/** How failed sign-ins of one subject (an account from an address, or from anywhere) slow it down. */
export interface ThrottlePolicy {
  /** The failure in a row that makes the subject wait first. */
  readonly limit: number;
  /** The first wait; each further failure after a wait doubles it… */
  readonly firstWaitMs: number;
  /** …up to this. */
  readonly maxWaitMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * An account from one client address (IPv6: its /64): the 5th failure in a row waits 1 minute, then 2, 4, 8 … at
 * most 1 hour. What one guesser meets; it never keeps the owner out from another address.
 */
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 5, firstWaitMs: MINUTE, maxWaitMs: HOUR };

/**
 * An account from anywhere: 20 failures across addresses (a guesser with many) make sign-ins from browsers that
 * never signed in to the account wait, growing the same way. A browser that did is held back by its address only.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 20, firstWaitMs: MINUTE, maxWaitMs: HOUR };

/** A subject's count is forgotten this long after its last failure: "in a row" does not span days. */
export const FORGET_AFTER_MS = 24 * HOUR;

/**
 * How long the failure that brought a subject to `failures` makes it wait: nothing below the limit, then the first
 * wait doubled for each failure past the limit, capped.
 * @example waitAfter(7, ADDRESS_POLICY) // 4 minutes
 */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.limit) return 0;
  // NB: the exponent is capped so a long run of failures cannot overflow to Infinity.
  return Math.min(policy.firstWaitMs * 2 ** Math.min(failures - policy.limit, 30), policy.maxWaitMs);
}

/**
 * The distinct waits of a policy, failure count by failure count, up to the first that reaches the cap (every count
 * after it waits as long): what the database statement that counts a failure chooses from.
 */
export function waitSteps(policy: ThrottlePolicy): readonly { readonly failures: number; readonly waitMs: number }[] {
  const steps: { failures: number; waitMs: number }[] = [];
  for (let failures = policy.limit; ; failures++) {
    const waitMs = waitAfter(failures, policy);
    steps.push({ failures, waitMs });
    if (waitMs >= policy.maxWaitMs) return steps;
  }
}

/** What a failed sign-in answers: AUT401 (invalid credentials), AUT426 (one attempt left) or AUT441 (wait). */
export type FailureOutcome = 'invalid-credentials' | 'last-attempt' | 'wait';

/**
 * What the failure that brought a subject to `failures` answers: the failure before the limit warns that one
 * attempt is left; the limit and every failure after it make the subject wait.
 * @example failureOutcome(4, ADDRESS_POLICY) // 'last-attempt'
 */
export function failureOutcome(failures: number, policy: ThrottlePolicy): FailureOutcome {
  if (failures >= policy.limit) return 'wait';
  return failures === policy.limit - 1 ? 'last-attempt' : 'invalid-credentials';
}
