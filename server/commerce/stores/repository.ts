import { and, asc, eq } from 'drizzle-orm';
import { storeEmployees, stores, type Database } from '../../db/index';

export type StoreRow = typeof stores.$inferSelect;

/** The stores and their associates, as the utilities calls and the order placing read them. */
export function storeRepository(db: Database) {
  return {
    /** A brand's open stores, in one country if given, by country and name. */
    open(brand: string, countryCode: string | undefined): Promise<StoreRow[]> {
      const where = and(eq(stores.brand, brand), eq(stores.active, true), countryCode ? eq(stores.countryCode, countryCode) : undefined);
      return db.select().from(stores).where(where).orderBy(asc(stores.countryCode), asc(stores.name), asc(stores.id));
    },

    async byId(storeId: string): Promise<StoreRow | undefined> {
      const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
      return row;
    },

    /** A store's active associates, by name. */
    employees(storeId: string) {
      return db
        .select({ id: storeEmployees.id, displayName: storeEmployees.displayName })
        .from(storeEmployees)
        .where(and(eq(storeEmployees.storeId, storeId), eq(storeEmployees.active, true)))
        .orderBy(asc(storeEmployees.displayName), asc(storeEmployees.id));
    },

    async employee(storeEmployeeId: string) {
      const [row] = await db.select().from(storeEmployees).where(eq(storeEmployees.id, storeEmployeeId));
      return row;
    },
  };
}
