import type { Database } from '../../db/index';
import { clientNetworkOf } from './client-network';
import { failureOutcome, type FailureOutcome, type SignInPolicy } from './policy';
import { accountSubject, addressSubject, signInThrottlesRepository, type ThrottleState } from './throttles';

/** Who is trying to sign in to which account, as the guard counts them. */
export interface SignInAttempt {
  /** The normalised e-mail (an account or not: unknown e-mails are counted the same way). */
  readonly email: string;
  /** The client's address (`request.ip`). */
  readonly address: string;
  /** The browser signed in to this account before: the account-wide count does not hold it back. */
  readonly knownDevice: boolean;
}

/** What a failure answers, and how long the client must now wait (0: it may try again at once). */
export interface FailureVerdict {
  readonly outcome: FailureOutcome;
  readonly waitMs: number;
}

const remaining = (state: ThrottleState | undefined, now: Date): number => Math.max(0, (state?.blockedUntil?.getTime() ?? 0) - now.getTime());

/**
 * Growing waits after failed sign-ins, per account and client network and per account from anywhere (the policy
 * says how many and how long, and whose accounts: its namespace keeps editors' counts apart from consumers'), kept
 * in the database so every server process applies the same ones.
 * @example const wait = await guard.waitFor(attempt, now); if (wait > 0) throw editorAuthErrors.locked(wait);
 */
export function signInGuard(db: Database, policy: SignInPolicy) {
  const throttles = signInThrottlesRepository(db);
  const subjectsOf = ({ email, address }: SignInAttempt) => ({
    address: addressSubject(policy.namespace, email, clientNetworkOf(address)),
    account: accountSubject(policy.namespace, email),
  });

  /** How long this attempt must wait, counting the account-wide subject only for a browser it does not know. */
  const waitOf = (states: ReadonlyMap<string, ThrottleState>, attempt: SignInAttempt, now: Date): number => {
    const subjects = subjectsOf(attempt);
    const own = remaining(states.get(subjects.address), now);
    return attempt.knownDevice ? own : Math.max(own, remaining(states.get(subjects.account), now));
  };

  /** How long the attempt must wait before its password is even checked; 0 when it may try now. */
  async function waitFor(attempt: SignInAttempt, now: Date): Promise<number> {
    const subjects = subjectsOf(attempt);
    return waitOf(await throttles.read([subjects.address, subjects.account], now), attempt, now);
  }

  return {
    waitFor,

    /**
     * Counts a failed attempt on both subjects (also from a known browser: the account is still being guessed at)
     * and answers what to tell the client. A subject that another failure blocked meanwhile answers its wait.
     */
    async failed(attempt: SignInAttempt, now: Date): Promise<FailureVerdict> {
      const subjects = subjectsOf(attempt);
      await throttles.prune(now);
      const [own, account] = await Promise.all([
        throttles.recordFailure(subjects.address, policy.address, now),
        throttles.recordFailure(subjects.account, policy.account, now),
      ]);
      if (!own || (!account && !attempt.knownDevice)) {
        const waitMs = await waitFor(attempt, now);
        return { outcome: waitMs > 0 ? 'wait' : 'invalid-credentials', waitMs };
      }
      const states = new Map([[subjects.address, own], ...(account ? [[subjects.account, account] as const] : [])]);
      const waitMs = waitOf(states, attempt, now);
      if (waitMs > 0) return { outcome: 'wait', waitMs };
      // The next failure makes this client wait, by its own count or (from a browser the account does not know) the account's.
      const last =
        failureOutcome(own.failures, policy.address) === 'last-attempt' ||
        (!attempt.knownDevice && account !== undefined && failureOutcome(account.failures, policy.account) === 'last-attempt');
      return { outcome: last ? 'last-attempt' : 'invalid-credentials', waitMs: 0 };
    },

    /** A success: the account's count from anywhere and from this client's network start again. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      const subjects = subjectsOf(attempt);
      await throttles.clear([subjects.address, subjects.account]);
    },

    /** A new password (a reset): every count of the account, from anywhere and from each network, is forgotten. */
    forgetAccount: (email: string): Promise<void> => throttles.clearAccount(policy.namespace, email),
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
