import { and, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { signInThrottles, type Database } from '../../db/index';
import { FORGET_AFTER_MS, waitAfter, waitSteps, type ThrottlePolicy } from './policy';

/** A subject's failures in a row, and until when it waits (null: it may try now). */
export interface ThrottleState {
  readonly failures: number;
  readonly blockedUntil: Date | null;
}

/** The subject that counts an account's failures from anywhere: `{namespace}:{email}` (`editor:ana@example.com`). */
export const accountSubject = (namespace: string, email: string): string => `${namespace}:${email}`;

/** The subject that counts an account's failures from one client network: `{namespace}:{email}@{network}`. */
export const addressSubject = (namespace: string, email: string, network: string): string => `${accountSubject(namespace, email)}@${network}`;

const forgottenBefore = (now: Date) => new Date(now.getTime() - FORGET_AFTER_MS);

/**
 * Failed sign-ins per subject (`sign_in_throttles`), shared by every server process through the database. Rows whose
 * last failure is older than `FORGET_AFTER_MS` count as nothing, and go when the next failure anywhere is counted.
 */
export function signInThrottlesRepository(db: Database) {
  return {
    /** The state of each subject that has a count; the others are absent. */
    async read(subjects: readonly string[], now: Date): Promise<ReadonlyMap<string, ThrottleState>> {
      const rows = await db
        .select({ subject: signInThrottles.subject, failures: signInThrottles.failures, blockedUntil: signInThrottles.blockedUntil })
        .from(signInThrottles)
        .where(and(inArray(signInThrottles.subject, [...subjects]), gt(signInThrottles.lastFailureAt, forgottenBefore(now))));
      return new Map(rows.map(({ subject, ...state }) => [subject, state]));
    },

    /**
     * Counts one failure of a subject in one statement, so concurrent failures each count; the failure that reaches
     * the policy's limit, and each one after it, sets the wait. A subject that is waiting is left alone: answers
     * undefined then (a concurrent failure blocked it first), else the state this failure reached.
     */
    async recordFailure(subject: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleState | undefined> {
      const failures = sql`case when ${signInThrottles.lastFailureAt} <= ${forgottenBefore(now).toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`;
      const at = (waitMs: number) => sql`${new Date(now.getTime() + waitMs).toISOString()}::timestamptz`;
      // NB: the waits come from `waitAfter` itself (one branch per step up to the cap), so SQL and TS cannot differ.
      const steps = waitSteps(policy);
      const blockedUntil = sql`case ${sql.join(
        [
          sql`when ${failures} < ${policy.limit} then null::timestamptz`,
          ...steps.slice(0, -1).map((step) => sql`when ${failures} = ${step.failures} then ${at(step.waitMs)}`),
          sql`else ${at(policy.maxWaitMs)}`,
        ],
        sql` `,
      )} end`;
      const [row] = await db
        .insert(signInThrottles)
        .values({
          subject,
          failures: 1,
          blockedUntil: waitAfter(1, policy) > 0 ? new Date(now.getTime() + waitAfter(1, policy)) : null,
          lastFailureAt: now,
        })
        .onConflictDoUpdate({
          target: signInThrottles.subject,
          set: { failures, blockedUntil, lastFailureAt: now },
          setWhere: or(isNull(signInThrottles.blockedUntil), lte(signInThrottles.blockedUntil, now)),
        })
        .returning({ failures: signInThrottles.failures, blockedUntil: signInThrottles.blockedUntil });
      return row;
    },

    /** Forgets the counts of these subjects (a success). */
    async clear(subjects: readonly string[]): Promise<void> {
      await db.delete(signInThrottles).where(inArray(signInThrottles.subject, [...subjects]));
    },

    /** Forgets every count of an account, from anywhere and from each address (a password reset). */
    async clearAccount(namespace: string, email: string): Promise<void> {
      const subject = accountSubject(namespace, email);
      await db
        .delete(signInThrottles)
        .where(or(sql`${signInThrottles.subject} = ${subject}`, sql`starts_with(${signInThrottles.subject}, ${`${subject}@`})`));
    },

    /** Deletes the counts nobody added to for `FORGET_AFTER_MS` (by the index on `last_failure_at`). */
    async prune(now: Date): Promise<void> {
      await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, forgottenBefore(now)));
    },
  };
}

export type SignInThrottlesRepository = ReturnType<typeof signInThrottlesRepository>;
