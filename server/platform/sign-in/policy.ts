/** How failed sign-ins of one subject (an account from an address, or from anywhere) slow it down. */
export interface ThrottlePolicy {
  /** The failure in a row that makes the subject wait first. */
  readonly limit: number;
  /** The first wait; each further failure after a wait doubles it… */
  readonly firstWaitMs: number;
  /** …up to this. */
  readonly maxWaitMs: number;
}

/**
 * Whose sign-ins a guard counts, and how: the namespace keeps one kind of account's counts apart from another's
 * (an editor and a consumer with the same e-mail are two accounts, and neither's failures may lock the other).
 */
export interface SignInPolicy {
  /** The first part of every subject this guard counts (`editor`, `consumer`). */
  readonly namespace: string;
  /** An account from one client network: what one guesser meets. */
  readonly address: ThrottlePolicy;
  /** An account from anywhere: what a guesser with many addresses meets, from browsers the account does not know. */
  readonly account: ThrottlePolicy;
}

const HOUR = 60 * 60_000;

/** A subject's count is forgotten this long after its last failure: "in a row" does not span days. */
export const FORGET_AFTER_MS = 24 * HOUR;

/**
 * How long the failure that brought a subject to `failures` makes it wait: nothing below the limit, then the first
 * wait doubled for each failure past the limit, capped.
 * @example waitAfter(7, { limit: 5, firstWaitMs: 60_000, maxWaitMs: 3_600_000 }) // 4 minutes
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

/**
 * What a failed sign-in answers: invalid credentials (AUT401), one attempt left (AUT426), or wait — each kind of
 * account says the wait in its own words (an editor AUT441; a consumer AUT423 when this failure locks, AUT441 after).
 */
export type FailureOutcome = 'invalid-credentials' | 'last-attempt' | 'wait';

/**
 * What the failure that brought a subject to `failures` answers: the failure before the limit warns that one
 * attempt is left; the limit and every failure after it make the subject wait.
 * @example failureOutcome(4, { limit: 5, firstWaitMs: 60_000, maxWaitMs: 3_600_000 }) // 'last-attempt'
 */
export function failureOutcome(failures: number, policy: ThrottlePolicy): FailureOutcome {
  if (failures >= policy.limit) return 'wait';
  return failures === policy.limit - 1 ? 'last-attempt' : 'invalid-credentials';
}
