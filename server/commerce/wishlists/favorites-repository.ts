import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  catalogColours,
  catalogInventory,
  catalogPrices,
  catalogProductTexts,
  catalogSkus,
  favoriteItems,
  favoriteLists,
  type CatalogImage,
  type Database,
} from '../../db/index';
import type { Transaction } from '../../platform/index';

export type FavoriteListRow = typeof favoriteLists.$inferSelect;
type Runner = Database | Transaction;

export const newListId = (): string => randomBytes(12).toString('hex');

/** A favourite with what the catalogue says of its product today, in the list's language and currency. */
export interface FavoriteRow {
  readonly itemId: string;
  readonly masterId: string;
  readonly qty: number;
  readonly createdAt: Date;
  /** Null when the catalogue no longer has the product. */
  readonly name: string | null;
  readonly slug: string | null;
  readonly colourCode: string | null;
  readonly images: readonly CatalogImage[] | null;
  readonly current: number | null;
  readonly original: number | null;
  /** Units in stock over every size; null when the product has no sku. */
  readonly stock: number | null;
}

/** The favourites' queries: lists by holder and site, their items with the catalogue's words, prices and stock. */
export function favoritesRepository(db: Database) {
  const listOf = async (runner: Runner, holderId: string, siteId: string): Promise<FavoriteListRow | undefined> =>
    (
      await runner
        .select()
        .from(favoriteLists)
        .where(and(eq(favoriteLists.holderId, holderId), eq(favoriteLists.siteId, siteId)))
    )[0];

  return {
    listOf: (holderId: string, siteId: string) => listOf(db, holderId, siteId),

    async byId(id: string): Promise<FavoriteListRow | undefined> {
      return (await db.select().from(favoriteLists).where(eq(favoriteLists.id, id)))[0];
    },

    /** The holder's list on the site, made when there is none; two makings at once meet at the unique key. */
    async listOrCreate(runner: Runner, holderId: string, siteId: string): Promise<FavoriteListRow> {
      await runner.insert(favoriteLists).values({ id: newListId(), holderId, siteId }).onConflictDoNothing();
      const list = await listOf(runner, holderId, siteId);
      if (!list) throw new Error(`no favourites list could be made for ${holderId} on ${siteId}`);
      return list;
    },

    /** Puts a product in a list once: favouriting it again keeps the first (its place in the list stays). */
    async add(runner: Runner, listId: string, masterId: string, qty: number): Promise<void> {
      await runner.insert(favoriteItems).values({ id: newListId(), listId, masterId, qty }).onConflictDoNothing();
      await runner
        .update(favoriteLists)
        .set({ updatedAt: sql`now()` })
        .where(eq(favoriteLists.id, listId));
    },

    async remove(listId: string, itemId: string): Promise<boolean> {
      const gone = await db
        .delete(favoriteItems)
        .where(and(eq(favoriteItems.listId, listId), eq(favoriteItems.id, itemId)))
        .returning({ id: favoriteItems.id });
      return gone.length > 0;
    },

    async size(runner: Runner, listId: string): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(favoriteItems).where(eq(favoriteItems.listId, listId));
      return row?.n ?? 0;
    },

    async share(listId: string): Promise<void> {
      await db
        .update(favoriteLists)
        .set({ sharedAt: sql`coalesce(${favoriteLists.sharedAt}, now())` })
        .where(eq(favoriteLists.id, listId));
    },

    /**
     * One page of a list, newest first, with the product as the catalogue has it now in the site's language and
     * currency: its name and slug, its first colourway's code and pictures, its lowest prices, its units in stock.
     */
    async page(list: FavoriteListRow, language: string, currency: string, start: number, size: number): Promise<FavoriteRow[]> {
      const master = favoriteItems.masterId;
      const firstColour = sql`(select c.code from ${catalogColours} c where c.master_id = ${master} order by c.position, c.code limit 1)`;
      return db
        .select({
          itemId: favoriteItems.id,
          masterId: master,
          qty: favoriteItems.qty,
          createdAt: favoriteItems.createdAt,
          name: catalogProductTexts.name,
          slug: catalogProductTexts.slug,
          colourCode: sql<string | null>`${firstColour}`,
          images: sql<
            CatalogImage[] | null
          >`(select c.images from ${catalogColours} c where c.master_id = ${master} order by c.position, c.code limit 1)`,
          current: sql<
            number | null
          >`(select min(p.current_minor) from ${catalogPrices} p where p.master_id = ${master} and p.currency = ${currency})`,
          original: sql<
            number | null
          >`(select min(p.original_minor) from ${catalogPrices} p where p.master_id = ${master} and p.currency = ${currency})`,
          stock: sql<
            number | null
          >`(select sum(i.quantity)::int from ${catalogSkus} s join ${catalogInventory} i on i.sku = s.sku where s.master_id = ${master})`,
        })
        .from(favoriteItems)
        .leftJoin(catalogProductTexts, and(eq(catalogProductTexts.masterId, master), eq(catalogProductTexts.language, language)))
        .where(eq(favoriteItems.listId, list.id))
        .orderBy(sql`${favoriteItems.createdAt} desc`, asc(favoriteItems.id))
        .offset(start)
        .limit(size);
    },

    /**
     * Moves a guest's list on a site into the account's, in the sign-in's transaction: products the account has keep
     * their place, the others join; the guest's list goes. Running it again finds no guest list: it merges once.
     */
    async merge(tx: Transaction, fromHolderId: string, toHolderId: string): Promise<number> {
      const lists = await tx.select().from(favoriteLists).where(eq(favoriteLists.holderId, fromHolderId)).for('update');
      let moved = 0;
      for (const from of lists) {
        await tx.insert(favoriteLists).values({ id: newListId(), holderId: toHolderId, siteId: from.siteId }).onConflictDoNothing();
        const to = await listOf(tx, toHolderId, from.siteId);
        if (!to) continue;
        const items = await tx.select().from(favoriteItems).where(eq(favoriteItems.listId, from.id));
        if (items.length > 0) {
          const added = await tx
            .insert(favoriteItems)
            .values(items.map((item) => ({ id: newListId(), listId: to.id, masterId: item.masterId, qty: item.qty, createdAt: item.createdAt })))
            .onConflictDoNothing()
            .returning({ id: favoriteItems.id });
          moved += added.length;
        }
        await tx.delete(favoriteLists).where(eq(favoriteLists.id, from.id));
      }
      return moved;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
