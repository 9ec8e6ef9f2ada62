import type { SignInPolicy } from '../../platform/sign-in/index';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A consumer's sign-ins (issue 24): from one client network, the 1st wrong password answers AUT401, the 2nd AUT426
 * (one attempt left), the 3rd locks for 1 minute (AUT423), and each failure after a wait doubles it, at most an hour
 * (AUT441 while locked). From anywhere, 10 failures in a row lock the account the same way for every network: a
 * guesser with many addresses meets the lock too, and the owner waits an hour at most. A day without failures forgets.
 */
export const CONSUMER_SIGN_IN: SignInPolicy = {
  namespace: 'consumer',
  address: { limit: 3, firstWaitMs: MINUTE, maxWaitMs: HOUR },
  account: { limit: 10, firstWaitMs: MINUTE, maxWaitMs: HOUR },
};

/**
 * The employee (agent) sign-in counts apart: a consumer who tries it without being an employee is refused like a wrong
 * password, and that must not lock their own sign-in.
 */
export const AGENT_SIGN_IN: SignInPolicy = { ...CONSUMER_SIGN_IN, namespace: 'agent' };
