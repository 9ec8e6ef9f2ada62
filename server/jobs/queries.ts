import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs, type Database } from '../db/index';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a caller's transaction: a job scheduled inside one exists exactly when its work commits. */
export type JobWriter = Database | Transaction;

/** A job this process holds: `lease` is the `run_at` it wrote when it claimed the job (or last extended it). */
export interface ClaimedJob {
  readonly kind: string;
  readonly key: string;
  readonly attempts: number;
  readonly lease: Date;
}

// Times go to the database as ISO text: both drivers then agree to the millisecond with the Date kept here.
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const held = (job: ClaimedJob) => and(eq(jobs.kind, job.kind), eq(jobs.key, job.key), sql`${jobs.runAt} = ${at(job.lease)}`);

/** The `jobs` table's statements. Every change to a claimed job is conditional on its lease still being the one held. */
export function jobQueries(db: Database) {
  return {
    /** Schedules a job, or moves it when it exists (a fresh start: attempts and error cleared). */
    async schedule(writer: JobWriter, kind: string, key: string, runAt: Date): Promise<void> {
      await writer
        .insert(jobs)
        .values({ kind, key, runAt })
        .onConflictDoUpdate({
          target: [jobs.kind, jobs.key],
          set: { runAt: sql`excluded.run_at`, attempts: 0, lastError: null },
        });
    },

    /** Schedules a job unless it exists (a recurring job every process ensures at start). */
    async ensure(kind: string, key: string, runAt: Date): Promise<void> {
      await db
        .insert(jobs)
        .values({ kind, key, runAt })
        .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
    },

    async cancel(writer: JobWriter, kind: string, key: string): Promise<void> {
      await writer.delete(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
    },

    /**
     * Claims the job due first among `kinds`, if any: its row is locked while it is chosen (`FOR UPDATE SKIP LOCKED`:
     * a row another process is claiming is passed over, not waited for) and its `run_at` moved to the lease's end, so
     * it is not due for anyone else until the lease runs out.
     */
    async claim(kinds: readonly string[], now: Date, lease: Date): Promise<ClaimedJob | undefined> {
      if (kinds.length === 0) return undefined;
      const due = sql`select ${jobs.kind}, ${jobs.key} from ${jobs} where ${inArray(jobs.kind, [...kinds])} and ${jobs.runAt} <= ${at(now)}
        order by ${jobs.runAt} limit 1 for update skip locked`;
      const [row] = await db
        .update(jobs)
        .set({ runAt: lease, attempts: sql`${jobs.attempts} + 1` })
        .where(sql`(${jobs.kind}, ${jobs.key}) in (${due})`)
        .returning({ kind: jobs.kind, key: jobs.key, attempts: jobs.attempts });
      return row ? { ...row, lease } : undefined;
    },

    /** Pushes a held lease forward; false when the job is no longer held (rescheduled, or done by someone else). */
    async extend(job: ClaimedJob, lease: Date): Promise<boolean> {
      const rows = await db.update(jobs).set({ runAt: lease }).where(held(job)).returning({ key: jobs.key });
      return rows.length > 0;
    },

    /** The job is done: gone, unless it was scheduled again while it ran. */
    async finish(job: ClaimedJob): Promise<void> {
      await db.delete(jobs).where(held(job));
    },

    /** The handler asked to run again at `runAt` (a recurring job, a wait that is not over). */
    async runAgain(job: ClaimedJob, runAt: Date): Promise<void> {
      await db.update(jobs).set({ runAt, attempts: 0, lastError: null }).where(held(job));
    },

    /** The handler failed: it runs again at `runAt`, with the error kept for whoever looks. */
    async retry(job: ClaimedJob, runAt: Date, error: string): Promise<void> {
      await db.update(jobs).set({ runAt, lastError: error }).where(held(job));
    },
  };
}

export type JobQueries = ReturnType<typeof jobQueries>;
