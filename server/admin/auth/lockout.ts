import type { SignInPolicy, ThrottlePolicy } from '../../platform/sign-in/policy';

export { failureOutcome, FORGET_AFTER_MS, waitAfter, waitSteps, type FailureOutcome, type ThrottlePolicy } from '../../platform/sign-in/policy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * An editor account from one client address (IPv6: its /64): the 5th failure in a row waits 1 minute, then 2, 4, 8
 * … at most 1 hour. What one guesser meets; it never keeps the owner out from another address.
 */
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 5, firstWaitMs: MINUTE, maxWaitMs: HOUR };

/**
 * An editor account from anywhere: 20 failures across addresses (a guesser with many) make sign-ins from browsers
 * that never signed in to the account wait, growing the same way. A browser that did is held back by its address only.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 20, firstWaitMs: MINUTE, maxWaitMs: HOUR };

/** The editor's sign-in throttles: subjects `editor:{email}` and `editor:{email}@{network}`. */
export const EDITOR_SIGN_IN: SignInPolicy = { namespace: 'editor', address: ADDRESS_POLICY, account: ACCOUNT_POLICY };
