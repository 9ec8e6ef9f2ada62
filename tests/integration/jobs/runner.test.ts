import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '../../../server/db/index';
import { createJobRunner, retryDelayMs } from '../../../server/jobs/index';
import { jobQueries } from '../../../server/jobs/queries';
import { createPostgresDatabase, databaseKinds } from '../helpers/databases';

/** A latch a test opens when it wants a waiting handler to finish. */
const latch = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the job runner on ${kind}`, () => {
    // Two handles on one database: on PostgreSQL two pools, as two server processes have (PGlite serves one process).
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let drop: () => Promise<unknown> = () => Promise.resolve();
    beforeAll(async () => {
      if (kind === 'postgres') {
        const database = await createPostgresDatabase();
        drop = () => database.drop();
        first = await openDatabase({ databaseUrl: database.url, maxConnections: 4 });
        second = await openDatabase({ databaseUrl: database.url, maxConnections: 4 });
      } else {
        first = await openDatabase({ dataDir: 'memory://' });
        second = first;
      }
      await migrateDatabase(first);
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await drop();
    });

    const db = (): Database => first.db;
    // The jobs' own clock, moved by the tests: nothing here waits on real time to pass.
    let now = new Date('2031-03-01T09:00:00.000Z');
    const clock = () => now;
    const move = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    const rowOf = async (kind: string, key: string) =>
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
      )[0];

    it('schedules inside a transaction (a rolled-back one leaves no job), runs a job once it is due, then deletes it', async () => {
      const runner = createJobRunner(db(), { clock });
      const ran: string[] = [];
      runner.handle('inside', ({ key }) => {
        ran.push(key);
      });
      await db()
        .transaction(async (tx) => {
          await runner.schedule('inside', 'rolled-back', new Date(now.getTime() + 1_000), tx);
          tx.rollback();
        })
        .catch(() => undefined);
      await db().transaction((tx) => runner.schedule('inside', 'committed', new Date(now.getTime() + 1_000), tx));
      expect(await rowOf('inside', 'rolled-back')).toBeUndefined();
      expect(await runner.runDue()).toBe(0);
      expect(ran).toEqual([]);
      move(1_000);
      expect(await runner.runDue()).toBe(1);
      expect(ran).toEqual(['committed']);
      expect(await rowOf('inside', 'committed')).toBeUndefined();
      expect(await runner.runDue()).toBe(0);
    });

    it('retries a failing handler later, waiting longer each time, with its last error kept', async () => {
      const runner = createJobRunner(db(), { clock });
      let failures = 2;
      runner.handle('flaky', () => {
        if (failures-- > 0) throw new Error('gateway unreachable');
      });
      await runner.schedule('flaky', 'k', now);
      expect(await runner.runDue()).toBe(1);
      let row = await rowOf('flaky', 'k');
      expect(row).toMatchObject({ attempts: 1, lastError: 'Error: gateway unreachable' });
      expect(row?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
      expect(await runner.runDue()).toBe(0);
      move(retryDelayMs(1));
      expect(await runner.runDue()).toBe(1);
      row = await rowOf('flaky', 'k');
      expect(row?.attempts).toBe(2);
      expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
      expect(row?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(2));
      move(retryDelayMs(2));
      expect(await runner.runDue()).toBe(1);
      expect(await rowOf('flaky', 'k')).toBeUndefined();
    });

    it('runs a job again when its handler asks, and a recurring job every period from start', async () => {
      const runner = createJobRunner(db(), { clock });
      const asked: Date[] = [];
      runner.handle('again', ({ now: at }) => {
        asked.push(at);
        return asked.length === 1 ? { runAgainAt: new Date(at.getTime() + 5 * 60_000) } : undefined;
      });
      let ticks = 0;
      runner.every('tick', 60 * 60_000, () => {
        ticks += 1;
      });
      await runner.schedule('again', 'k', now);
      // Start: the recurring job's row is made and everything due runs; no timer (false) in this test.
      runner.start(false);
      await runner.runDue();
      expect(ticks).toBe(1);
      expect(asked).toHaveLength(1);
      expect((await rowOf('again', 'k'))?.runAt.getTime()).toBe(now.getTime() + 5 * 60_000);
      expect((await rowOf('tick', 'tick'))?.runAt.getTime()).toBe(now.getTime() + 60 * 60_000);
      move(5 * 60_000);
      await runner.runDue();
      expect(asked).toHaveLength(2);
      expect(await rowOf('again', 'k')).toBeUndefined();
      expect(ticks).toBe(1);
      move(55 * 60_000);
      await runner.runDue();
      expect(ticks).toBe(2);
      // A second start (another process) does not add or move the recurring job.
      const other = createJobRunner(second.db, { clock });
      other.every('tick', 60 * 60_000, () => undefined);
      other.start(false);
      await other.stop();
      expect(await db().select().from(jobs).where(eq(jobs.kind, 'tick'))).toHaveLength(1);
      await runner.stop();
    });

    it('leaves a job held by a process that died to another once its lease has run out', async () => {
      // The dead process claimed the job (its lease written) and never came back.
      await jobQueries(db()).schedule(db(), 'orphan', 'k', now);
      expect(await jobQueries(db()).claim(['orphan'], now, new Date(now.getTime() + 60_000))).toMatchObject({ key: 'k', attempts: 1 });
      const runner = createJobRunner(second.db, { clock, leaseMs: 60_000 });
      const ran: string[] = [];
      runner.handle('orphan', ({ key }) => {
        ran.push(key);
      });
      expect(await runner.runDue()).toBe(0);
      move(59_999);
      expect(await runner.runDue()).toBe(0);
      move(1);
      expect(await runner.runDue()).toBe(1);
      expect(ran).toEqual(['k']);
      expect(await rowOf('orphan', 'k')).toBeUndefined();
    });

    it('keeps its lease while a long handler works, so nobody else takes the job meanwhile', async () => {
      const leaseMs = 300;
      const gate = latch();
      const started = latch();
      const a = createJobRunner(db(), { clock, leaseMs });
      a.handle('long', async () => {
        started.open();
        await gate.opened;
      });
      const b = createJobRunner(second.db, { clock, leaseMs });
      let stolen = 0;
      b.handle('long', () => {
        stolen += 1;
      });
      await a.schedule('long', 'k', now);
      const running = a.runDue();
      await started.opened;
      // The claim's lease has run out by the jobs' clock: only its renewal keeps the job held.
      move(10_000);
      await expect.poll(async () => (await rowOf('long', 'k'))?.runAt.getTime(), { timeout: 10_000 }).toBeGreaterThan(now.getTime());
      expect(await b.runDue()).toBe(0);
      gate.open();
      expect(await running).toBe(1);
      expect(stolen).toBe(0);
      expect(await rowOf('long', 'k')).toBeUndefined();
    });

    it('gives up on a handler that runs too long: its job is retried later, like a failure', async () => {
      const gate = latch();
      const runner = createJobRunner(db(), { clock, longestRunMs: 200 });
      runner.handle('stuck', () => gate.opened);
      await runner.schedule('stuck', 'k', now);
      expect(await runner.runDue()).toBe(1);
      const row = await rowOf('stuck', 'k');
      expect(row).toMatchObject({ attempts: 1, lastError: 'Error: still running after 200 ms' });
      expect(row?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
      gate.open();
    });

    it('never runs one job twice at once when two runners work the same database, and runs each exactly once', async () => {
      const keys = Array.from({ length: 120 }, (_, i) => `job-${i}`);
      for (const key of keys) await jobQueries(db()).schedule(db(), 'shared', key, now);
      const active = new Set<string>();
      const runs = new Map<string, number>();
      const byRunner = { a: 0, b: 0 };
      let overlaps = 0;
      const handler =
        (name: 'a' | 'b', handle: DatabaseHandle) =>
        async ({ key }: { key: string }) => {
          if (active.has(key)) overlaps += 1;
          active.add(key);
          runs.set(key, (runs.get(key) ?? 0) + 1);
          byRunner[name] += 1;
          // Real work on the runner's own connection, so the two interleave.
          await handle.db.execute(sql`select count(*) from ${jobs}`);
          active.delete(key);
        };
      const a = createJobRunner(db(), { clock, concurrency: 3 });
      a.handle('shared', handler('a', first));
      const b = createJobRunner(second.db, { clock, concurrency: 3 });
      b.handle('shared', handler('b', second));
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ranA + ranB).toBe(keys.length);
      expect(overlaps).toBe(0);
      expect(keys.filter((key) => runs.get(key) !== 1)).toEqual([]);
      expect(await db().select().from(jobs).where(eq(jobs.kind, 'shared'))).toEqual([]);
      // Both took part (on PostgreSQL their claims interleave; PGlite's one connection still hands work to both).
      expect(byRunner.a).toBeGreaterThan(0);
      expect(byRunner.b).toBeGreaterThan(0);
    }, 60_000);

    it('runs at start and then every interval by itself, and stops when told', async () => {
      const runner = createJobRunner(db(), { clock });
      const ran: string[] = [];
      runner.handle('timed', ({ key }) => {
        ran.push(key);
      });
      await runner.schedule('timed', 'at-start', now);
      runner.start(50);
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['at-start']);
      await runner.schedule('timed', 'later', now);
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['at-start', 'later']);
      await runner.stop();
      // Stopped (the app is closing): no run claims anything any more; the job waits for another process.
      await runner.schedule('timed', 'after-stop', now);
      expect(await runner.runDue()).toBe(0);
      expect(await rowOf('timed', 'after-stop')).toBeDefined();
    });
  });
}
