import type { Database } from '../db/index';
import { retryDelayMs } from './backoff';
import { type ClaimedJob, jobQueries, type JobWriter } from './queries';

/** What a handler is told of the job it runs. */
export interface JobContext {
  readonly key: string;
  /** The runner's clock when the job was claimed. */
  readonly now: Date;
  /** Claims so far, this one included: 1 on the first run, more after failures. */
  readonly attempts: number;
}

/** A handler's answer: nothing (done, the job goes), or when to run it again. */
export interface JobResult {
  readonly runAgainAt?: Date;
}
export type JobHandler = (job: JobContext) => Promise<JobResult | void> | JobResult | void;

/** What other areas need of the runner: scheduling work, inside their own transaction or alone. */
export interface JobScheduler {
  /** The jobs' clock (tests move it): due times are reckoned from it. */
  now(): Date;
  /** Schedules `kind`/`key` at `runAt`, or moves it there if it exists; with `writer`, inside that transaction. */
  schedule(kind: string, key: string, runAt: Date, writer?: JobWriter): Promise<void>;
  cancel(kind: string, key: string, writer?: JobWriter): Promise<void>;
}

export interface JobRunnerOptions {
  /** The clock due times are compared with (tests inject one and move it). */
  readonly clock?: () => Date;
  /** How long a claim holds a job before another process may take it; renewed every third of it while it runs. */
  readonly leaseMs?: number;
  /** Jobs run at once by this process. */
  readonly concurrency?: number;
  /** A handler still running after this long is given up on: its job is retried later, like a failure. */
  readonly longestRunMs?: number;
  /** Where failures go (a failed job is also kept in `jobs.last_error`). */
  readonly onError?: (error: unknown, what: string) => void;
}

/** How often each process looks for due jobs unless configured (`JOBS_INTERVAL_MS`). */
export const DEFAULT_JOBS_INTERVAL_MS = 10_000;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_CONCURRENCY = 2;
const DEFAULT_LONGEST_RUN_MS = 10 * 60_000;
/** One run claims at most this many jobs, so a handler that keeps its job due cannot hold the runner for ever. */
const MOST_PER_RUN = 1_000;

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/**
 * Runs the database's due jobs in this process: claims one at a time (`FOR UPDATE SKIP LOCKED`, then a lease), runs
 * its kind's handler, and deletes the job, moves it (the handler asked, or it recurs), or retries it later with a
 * growing back-off when the handler throws. Any number of processes may run one on the same database: a job is held
 * by one of them at a time, and a process that dies mid-job leaves it to the next once its lease runs out.
 * @example const jobs = createJobRunner(db); jobs.handle('order-settlement', settle); jobs.start(10_000);
 */
export function createJobRunner(db: Database, options: JobRunnerOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const longestRunMs = options.longestRunMs ?? DEFAULT_LONGEST_RUN_MS;
  const report = options.onError ?? (() => undefined);
  const queries = jobQueries(db);
  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, number>();
  const later = (ms: number) => new Date(clock().getTime() + ms);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  /** Runs one claimed job, keeping its lease alive meanwhile; settles the job's row by the handler's outcome. */
  async function runOne(claimed: ClaimedJob): Promise<void> {
    const handler = handlers.get(claimed.kind);
    let job = claimed;
    let renewing: Promise<unknown> = Promise.resolve();
    const renew = setInterval(
      () => {
        renewing = renewing
          .then(async () => {
            const lease = later(leaseMs);
            if (await queries.extend(job, lease)) job = { ...job, lease };
            else clearInterval(renew);
          })
          .catch((error: unknown) => report(error, `renewing the lease of job ${claimed.kind}/${claimed.key}`));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    let outcome: { ok: true; runAgainAt: Date | undefined } | { ok: false; error: unknown };
    let limit: NodeJS.Timeout | undefined;
    let givenUp = false;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${claimed.kind}`);
      const work = Promise.resolve().then(() => handler({ key: claimed.key, now: clock(), attempts: claimed.attempts }));
      const tooLong = new Promise<never>((_resolve, reject) => {
        limit = setTimeout(() => {
          givenUp = true;
          reject(new Error(`still running after ${longestRunMs} ms`));
        }, longestRunMs);
        limit.unref();
      });
      // A handler given up on may still finish: its failure then is only reported.
      work.catch((error: unknown) => {
        if (givenUp) report(error, `job ${claimed.kind}/${claimed.key} after it was given up on`);
      });
      const result = (await Promise.race([work, tooLong])) as JobResult | undefined;
      outcome = { ok: true, runAgainAt: result?.runAgainAt };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearTimeout(limit);
      clearInterval(renew);
    }
    await renewing;
    if (!outcome.ok) {
      report(outcome.error, `job ${claimed.kind}/${claimed.key} (attempt ${claimed.attempts})`);
      await queries.retry(job, later(retryDelayMs(claimed.attempts)), message(outcome.error));
      return;
    }
    const every = recurring.get(claimed.kind);
    const again = outcome.runAgainAt ?? (every === undefined ? undefined : later(every));
    await (again ? queries.runAgain(job, again) : queries.finish(job));
  }

  /** Claims and runs due jobs until none is left (or the runner stops); how many ran. */
  async function drain(): Promise<number> {
    let count = 0;
    const worker = async () => {
      while (!stopping && count < MOST_PER_RUN) {
        const now = clock();
        const job = await queries.claim([...handlers.keys()], now, new Date(now.getTime() + leaseMs));
        if (!job) return;
        count += 1;
        await runOne(job);
      }
    };
    const results = await Promise.allSettled(Array.from({ length: options.concurrency ?? DEFAULT_CONCURRENCY }, worker));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return count;
  }

  const runner = {
    now: clock,
    schedule: (kind: string, key: string, runAt: Date, writer: JobWriter = db) => queries.schedule(writer, kind, key, runAt),
    cancel: (kind: string, key: string, writer: JobWriter = db) => queries.cancel(writer, kind, key),

    /** Runs `kind`'s jobs with `handler` (one handler per kind). */
    handle(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`jobs of kind ${kind} already have a handler`);
      handlers.set(kind, handler);
    },

    /** A job that runs every `everyMs` (one row, key = kind, made at start by whichever process comes first). */
    every(kind: string, everyMs: number, handler: JobHandler): void {
      runner.handle(kind, handler);
      recurring.set(kind, everyMs);
    },

    /**
     * Runs what is due now and resolves with how many jobs ran. Runs never overlap within a process: a call made
     * while one is under way waits for it, then looks again (so a test's call sees every job due at its clock done).
     */
    runDue(): Promise<number> {
      running = running.catch(() => 0).then(() => drain());
      return running;
    },

    /**
     * Makes the recurring jobs' rows, runs what is due, then again every `intervalMs` (unless false). The timer does
     * not keep the process alive; `stop` ends it.
     */
    start(intervalMs: number | false): void {
      stopping = false;
      const now = clock();
      running = running
        .catch(() => 0)
        .then(async () => {
          await Promise.all([...recurring.keys()].map((kind) => queries.ensure(kind, kind, now)));
          return 0;
        });
      running.catch((error: unknown) => report(error, 'making the recurring jobs'));
      const tick = () => {
        if (stopping) return;
        runner
          .runDue()
          .catch((error: unknown) => report(error, 'running due jobs'))
          .finally(() => {
            if (stopping || intervalMs === false) return;
            timer = setTimeout(tick, intervalMs);
            timer.unref();
          });
      };
      tick();
    },

    /** No new claims; resolves once the jobs under way have finished. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
  } satisfies JobScheduler & Record<string, unknown>;
  return runner;
}

export type JobRunner = ReturnType<typeof createJobRunner>;
