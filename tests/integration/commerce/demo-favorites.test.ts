import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumersRepository } from '../../../server/commerce/accounts/index';
import { favoriteItems, favoriteLists } from '../../../server/db/index';
import { seedDemoConsumers, seedDemoFavorites } from '../../../server/demo/index';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

/** The demo consumers' favourites: the regular ones have a few on their own site, the employees none. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`demo favourites on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    const favouritesOf = async (email: string) => {
      const db = t.database.handle.db;
      const consumer = await consumersRepository(db).byEmail(email);
      if (!consumer) throw new Error(`no demo consumer ${email}`);
      return db
        .select({ siteId: favoriteLists.siteId, masterId: favoriteItems.masterId })
        .from(favoriteLists)
        .innerJoin(favoriteItems, eq(favoriteItems.listId, favoriteLists.id))
        .where(eq(favoriteLists.holderId, consumer.id));
    };

    it('gives Maya and Oliver three of their brand’s products each, once', async () => {
      expect(await seedDemoConsumers(t.database.handle.db)).toHaveLength(6);
      expect(await seedDemoConsumers(t.database.handle.db)).toEqual([]);
      expect(await seedDemoFavorites(t.database.handle.db)).toBe(2);
      expect(await seedDemoFavorites(t.database.handle.db)).toBe(0);
      const maya = await favouritesOf('maya@ridgeline.test');
      expect(maya).toHaveLength(3);
      expect(maya.every((row) => row.siteId === 'ridgeline-en-us' && row.masterId.startsWith('RL'))).toBe(true);
      const oliver = await favouritesOf('oliver@kestrel.test');
      expect(oliver).toHaveLength(3);
      expect(oliver.every((row) => row.siteId === 'kestrel-en-gb')).toBe(true);
      expect(await favouritesOf('staff@ridgeline.test')).toEqual([]);
    });

    it('leaves a list its owner emptied empty', async () => {
      const db = t.database.handle.db;
      const maya = await consumersRepository(db).byEmail('maya@ridgeline.test');
      const [list] = await db
        .select({ id: favoriteLists.id })
        .from(favoriteLists)
        .where(eq(favoriteLists.holderId, maya?.id ?? ''));
      await db.delete(favoriteItems).where(eq(favoriteItems.listId, list?.id ?? ''));
      expect(await seedDemoFavorites(db)).toBe(0);
      expect(await favouritesOf('maya@ridgeline.test')).toEqual([]);
    });
  });
}
