import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that must be done even if the process that owed it dies: settling a payment nobody answered, expiring a 3-D
 * Secure challenge, clearing expired guest tokens. A job is named by its kind and a key (an order number, say), so
 * scheduling it twice keeps one; any server process claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease
 * (`run_at` moves past now while it works), so a process that dies mid-job leaves it to the next.
 */
export const jobs = pgTable(
  'jobs',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** When the job is due; while a process works on it, the end of its lease. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Claims so far: a job that keeps failing waits longer each time. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'jobs_pkey', columns: [t.kind, t.key] }), index('jobs_run_at_idx').on(t.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;
