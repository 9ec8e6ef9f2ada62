import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`/health/live and /health/ready on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t?.close());

    it('is live and ready on a migrated database, never cached', async () => {
      const live = await t.app.inject('/health/live');
      expect(live.statusCode).toBe(200);
      expect(json(live)).toEqual({ status: 'ok' });
      const ready = await t.app.inject('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(json(ready)).toEqual({ status: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
      // The old probe answers as before.
      expect(json(await t.app.inject('/health'))).toEqual({ status: 'ok', database: 'ok' });
    });

    it('is not ready while the newest migration is not applied, and names it', async () => {
      const db = t.database.handle.db;
      const result: unknown = await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
      const [newest] = (result as { rows: { id: number; hash: string; created_at: string }[] }).rows;
      expect(newest).toBeDefined();
      await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest?.id}`);
      try {
        const ready = await t.app.inject('/health/ready');
        expect(ready.statusCode).toBe(503);
        expect(json(ready)).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^migrations not applied: 0\d{3}_\w+$/) as unknown });
        expect((await t.app.inject('/health/live')).statusCode).toBe(200);
      } finally {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id}, ${newest?.hash}, ${newest?.created_at})`,
        );
      }
      expect((await t.app.inject('/health/ready')).statusCode).toBe(200);
    });

    it('is not ready when the database does not answer, and still live', async () => {
      await t.database.handle.close();
      const ready = await t.app.inject('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await t.app.inject('/health/live')).statusCode).toBe(200);
    });
  });
}
