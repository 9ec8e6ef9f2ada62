import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  cartItems,
  carts,
  catalogColours,
  taxRates,
  catalogInventory,
  catalogPrices,
  catalogProducts,
  catalogProductTexts,
  catalogSkus,
  type CatalogImage,
  type Database,
} from '../../db/index';

import type { Transaction } from '../../platform/index';

export type CartRow = typeof carts.$inferSelect;

const newId = () => randomBytes(12).toString('hex');
/** The conflict target of `carts_one_open_per_holder`: one open cart per holder and site. */
const oneOpenCart = { target: [carts.holderId, carts.siteId], where: sql`status = 'open'` };
/** The conflict target of `carts_one_saved_per_holder`: one saved-for-later list per holder and site. */
const oneSavedList = { target: [carts.holderId, carts.siteId], where: sql`status = 'saved'` };

/**
 * Closes an open cart as its order is placed, in the caller's transaction: its row lock makes a second placing of the
 * same cart wait, then find it closed. With `version`, only the cart as the shopper reviewed it closes (a change since
 * leaves it open). Whether it was closed.
 */
export async function closeCart(tx: Transaction, cartId: string, version?: number): Promise<boolean> {
  const closed = await tx
    .update(carts)
    .set({ status: 'ordered', updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open'), ...(version === undefined ? [] : [eq(carts.version, version)])))
    .returning({ id: carts.id });
  return closed.length > 0;
}

/**
 * Puts a cart's lines back in front of its holder after its order failed, in the caller's transaction: into the open
 * cart the holder already has on that site, when there is one, or else a new one with the same addresses, e-mail and
 * shipping method (never the card). A sku already in the open cart keeps the larger of the two quantities: the shopper
 * may have added it again since, and buying it twice is not what either cart said. Answers the cart's id.
 */
export async function reopenCart(tx: Transaction, sourceCartId: string): Promise<string> {
  const [source] = await tx.select().from(carts).where(eq(carts.id, sourceCartId));
  if (!source) throw new Error(`cart ${sourceCartId} vanished`);
  const openOf = async () =>
    (
      await tx
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, source.holderId), eq(carts.siteId, source.siteId), eq(carts.status, 'open')))
        .for('update')
    )[0];
  let target = await openOf();
  if (!target) {
    // A creation racing this one (the shopper's other tab) wins the index: its cart is then the one to fill.
    [target] = await tx
      .insert(carts)
      .values({
        id: newId(),
        holderId: source.holderId,
        siteId: source.siteId,
        currency: source.currency,
        email: source.email,
        shippingAddress: source.shippingAddress,
        billingAddress: source.billingAddress,
        shippingCode: source.shippingCode,
      })
      .onConflictDoNothing(oneOpenCart)
      .returning();
    target ??= await openOf();
    if (!target) throw new Error(`no open cart for ${source.holderId} on ${source.siteId}`);
  } else if (!target.shippingAddress && source.shippingAddress) {
    // The open cart has not reached checkout yet: it gets the failed order's addresses, so the shopper need not retype them.
    await tx
      .update(carts)
      .set({
        email: source.email,
        shippingAddress: source.shippingAddress,
        billingAddress: source.billingAddress,
        shippingCode: source.shippingCode,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, target.id));
  }
  await copyLines(tx, source.id, target.id);
  return target.id;
}

/**
 * Copies a cart's lines into another, in the caller's transaction, in the order they were added: a sku both hold keeps
 * the larger of the two quantities (the same size put in twice is not a wish to buy it twice). The source keeps its
 * lines. How many lines it had.
 */
export async function copyLines(tx: Transaction, fromCartId: string, toCartId: string): Promise<number> {
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, fromCartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (lines.length > 0) {
    await tx
      .insert(cartItems)
      .values(lines.map((line) => ({ id: newId(), cartId: toCartId, sku: line.sku, masterId: line.masterId, qty: line.qty })))
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku], set: { qty: sql`greatest(${cartItems.qty}, excluded.qty)` } });
  }
  return lines.length;
}

/** A cart line with what the catalogue says of its sku today: price in the cart's currency, stock, words. */
export interface LineRow {
  readonly itemId: string;
  readonly sku: string;
  readonly masterId: string;
  readonly qty: number;
  readonly colourCode: string;
  readonly sizeLabels: Readonly<Record<string, string>>;
  readonly current: number | null;
  readonly original: number | null;
  readonly stock: number | null;
  readonly name: string | null;
  readonly slug: string | null;
  readonly colourNames: Readonly<Record<string, string>> | null;
  /** The colourway's stored pictures. */
  readonly images: readonly CatalogImage[] | null;
}

/** How long the sales-tax table is kept in memory: rates change by law, a few times a year, never within the minute. */
const TAX_TABLE_TTL_MS = 60_000;

type Runner = Database | Transaction;
type TaxRate = (runner: Runner, country: string, region: string) => Promise<number | undefined>;

/** A cart's lines with what the catalogue says of each sku (placeholders `cartId`, `language`, `currency`). */
const linesQuery = (runner: Runner) =>
  runner
    .select({
      itemId: cartItems.id,
      sku: cartItems.sku,
      masterId: cartItems.masterId,
      qty: cartItems.qty,
      colourCode: catalogSkus.colourCode,
      sizeLabels: catalogSkus.sizeLabels,
      current: catalogPrices.currentMinor,
      original: catalogPrices.originalMinor,
      stock: catalogInventory.quantity,
      name: catalogProductTexts.name,
      slug: catalogProductTexts.slug,
      colourNames: catalogColours.names,
      images: catalogColours.images,
    })
    .from(cartItems)
    .innerJoin(catalogSkus, eq(catalogSkus.sku, cartItems.sku))
    .leftJoin(
      catalogPrices,
      and(
        eq(catalogPrices.masterId, cartItems.masterId),
        eq(catalogPrices.colourCode, catalogSkus.colourCode),
        eq(catalogPrices.currency, sql.placeholder('currency')),
      ),
    )
    .leftJoin(catalogInventory, eq(catalogInventory.sku, cartItems.sku))
    .leftJoin(
      catalogProductTexts,
      and(eq(catalogProductTexts.masterId, cartItems.masterId), eq(catalogProductTexts.language, sql.placeholder('language'))),
    )
    .leftJoin(catalogColours, and(eq(catalogColours.masterId, cartItems.masterId), eq(catalogColours.code, catalogSkus.colourCode)))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

/** What a change of a line asks and writes, over the database or a transaction. */
function lineQueries(runner: Runner) {
  return {
    /** A sku of a product, with its brand and the units in stock. */
    async sku(upc: string): Promise<{ masterId: string; brandId: string; stock: number } | undefined> {
      const [row] = await runner
        .select({ masterId: catalogSkus.masterId, brandId: catalogProducts.brandId, stock: catalogInventory.quantity })
        .from(catalogSkus)
        .innerJoin(catalogProducts, eq(catalogProducts.masterId, catalogSkus.masterId))
        .innerJoin(catalogInventory, eq(catalogInventory.sku, catalogSkus.sku))
        .where(eq(catalogSkus.sku, upc));
      return row;
    },

    async itemBySku(cartId: string, sku: string) {
      const [row] = await runner
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sku, sku)));
      return row;
    },

    async insertItem(row: { id: string; cartId: string; sku: string; masterId: string; qty: number }): Promise<void> {
      // Two adds of a new sku racing each other: the second adds to the first's line.
      await runner
        .insert(cartItems)
        .values(row)
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku], set: { qty: sql`${cartItems.qty} + excluded.qty` } });
    },

    async item(cartId: string, itemId: string) {
      const [row] = await runner
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
      return row;
    },

    async setQty(cartId: string, itemId: string, qty: number): Promise<void> {
      await runner
        .update(cartItems)
        .set({ qty })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
    },

    async deleteItem(cartId: string, itemId: string): Promise<void> {
      await runner.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
    },
  };
}

/**
 * The queries of one change of a cart, all in its transaction: the cart found (or made) and locked until the commit, so
 * changes of one cart, and its placing, go one after the other; the line written; the cart and its lines read again.
 */
function changeQueries(tx: Transaction, taxRate: TaxRate) {
  const lockedOf = async (holderId: string, siteId: string, status: 'open' | 'saved') =>
    (
      await tx
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, holderId), eq(carts.siteId, siteId), eq(carts.status, status)))
        .for('update')
    )[0];
  const openOf = (holderId: string, siteId: string) => lockedOf(holderId, siteId, 'open');
  return {
    ...lineQueries(tx),

    /** A cart by id, locked (a placing of it under way is waited for: it is then no longer open). */
    async lockedCart(id: string): Promise<CartRow | undefined> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update');
      return row;
    },

    /**
     * The holder's open cart on the site, locked, made from `row` when there is none. Creations racing each other (a
     * double click, parallel tabs) meet at the one-open-cart index: one inserts, the others then find its cart.
     */
    async lockedOpenCart(row: { id: string; holderId: string; siteId: string; currency: string }): Promise<CartRow> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const open = await openOf(row.holderId, row.siteId);
        if (open) return open;
        const [created] = await tx
          .insert(carts)
          .values(attempt === 0 ? row : { ...row, id: newId() })
          .onConflictDoNothing(oneOpenCart)
          .returning();
        if (created) return created;
      }
      throw new Error(`no open cart could be made for ${row.holderId} on ${row.siteId}`);
    },

    /** The holder's saved-for-later list on the site, locked, made from `row` when there is none (as `lockedOpenCart`). */
    async lockedSavedList(row: { id: string; holderId: string; siteId: string; currency: string }): Promise<CartRow> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const saved = await lockedOf(row.holderId, row.siteId, 'saved');
        if (saved) return saved;
        const [created] = await tx
          .insert(carts)
          .values({ ...(attempt === 0 ? row : { ...row, id: newId() }), status: 'saved' })
          .onConflictDoNothing(oneSavedList)
          .returning();
        if (created) return created;
      }
      throw new Error(`no saved-for-later list could be made for ${row.holderId} on ${row.siteId}`);
    },

    /** A line copied into another list; a sku already there keeps the larger quantity (the same thing, not twice). */
    async copyLine(cartId: string, line: { sku: string; masterId: string; qty: number }): Promise<void> {
      await tx
        .insert(cartItems)
        .values({ id: newId(), cartId, sku: line.sku, masterId: line.masterId, qty: line.qty })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku], set: { qty: sql`greatest(${cartItems.qty}, excluded.qty)` } });
    },

    async cart(id: string): Promise<CartRow | undefined> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id));
      return row;
    },

    async lines(cartId: string, language: string, currency: string): Promise<LineRow[]> {
      return linesQuery(tx).execute({ cartId, language, currency });
    },

    taxRate: (country: string, region: string) => taxRate(tx, country, region),
  };
}

export type CartChangeQueries = ReturnType<typeof changeQueries>;

/** The cart's queries over the database; `change` runs a change in one transaction (`CartChangeQueries`). */
export function createCartRepository(db: Database) {
  let taxTable: { readonly at: number; readonly rates: Promise<ReadonlyMap<string, number>> } | undefined;
  const taxKey = (country: string, region: string) => `${country}\u0001${region}`;
  const loadTaxTable = async (runner: Runner): Promise<ReadonlyMap<string, number>> => {
    const rows = await runner.select().from(taxRates);
    return new Map(rows.map((row) => [taxKey(row.country, row.region), row.ratePpm]));
  };
  /**
   * Sales tax in parts per million for a state or province; undefined where none is seeded. The whole table (a row
   * per state and province) is read at most once a minute (on the caller's runner: a transaction on PGlite cannot wait
   * on the database outside it): every cart answer with an address asks.
   */
  const taxRate: TaxRate = async (runner, country, region) => {
    if (!taxTable || Date.now() - taxTable.at > TAX_TABLE_TTL_MS) {
      const rates = loadTaxTable(runner);
      taxTable = { at: Date.now(), rates };
      rates.catch(() => {
        if (taxTable?.rates === rates) taxTable = undefined;
      });
    }
    return (await taxTable.rates).get(taxKey(country, region));
  };

  // The queries every cart call makes, prepared once: their SQL is built once per process and planned once per
  // connection (named statements).
  const cartById = db
    .select()
    .from(carts)
    .where(eq(carts.id, sql.placeholder('id')))
    .prepare('cart_by_id');
  const cartLines = linesQuery(db).prepare('cart_lines');

  return {
    ...lineQueries(db),

    /** Runs one change of a cart in one transaction, every query of it on that transaction. */
    change: <T>(work: (queries: CartChangeQueries) => Promise<T>): Promise<T> => db.transaction((tx) => work(changeQueries(tx, taxRate))),

    async cart(id: string): Promise<CartRow | undefined> {
      const [row] = await cartById.execute({ id });
      return row;
    },

    /** The holder's saved-for-later list on a site, if they have one. */
    async savedList(holderId: string, siteId: string): Promise<CartRow | undefined> {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, holderId), eq(carts.siteId, siteId), eq(carts.status, 'saved')));
      return row;
    },

    /** The holder's open cart on a site (the newest, should there be several). */
    async openCart(holderId: string, siteId?: string): Promise<CartRow | undefined> {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, holderId), eq(carts.status, 'open'), ...(siteId ? [eq(carts.siteId, siteId)] : [])))
        .orderBy(sql`${carts.createdAt} desc`)
        .limit(1);
      return row;
    },

    /**
     * The holder's open cart on the site, made from `row` when there is none. Creations racing each other (a double
     * click, parallel tabs) meet at the one-open-cart index: one inserts, the others read its cart.
     */
    async openOrCreate(row: { id: string; holderId: string; siteId: string; currency: string }): Promise<CartRow> {
      // A cart that is placed between the insert and the read leaves none open: then a new one is made.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [created] = await db
          .insert(carts)
          .values(attempt === 0 ? row : { ...row, id: newId() })
          .onConflictDoNothing(oneOpenCart)
          .returning();
        if (created) return created;
        const [open] = await db
          .select()
          .from(carts)
          .where(and(eq(carts.holderId, row.holderId), eq(carts.siteId, row.siteId), eq(carts.status, 'open')));
        if (open) return open;
      }
      throw new Error(`no open cart could be made for ${row.holderId} on ${row.siteId}`);
    },

    async lines(cartId: string, language: string, currency: string): Promise<LineRow[]> {
      return cartLines.execute({ cartId, language, currency });
    },

    /** Sales tax in parts per million for a state or province (see `taxRate` above). */
    taxRate: (country: string, region: string): Promise<number | undefined> => taxRate(db, country, region),

    /** Sets the checkout's fields of a cart (addresses, e-mail, shipping method, card). */
    async setCheckout(
      cartId: string,
      fields: Partial<Pick<CartRow, 'email' | 'shippingAddress' | 'billingAddress' | 'shippingCode' | 'paymentInstrument'>>,
    ): Promise<CartRow> {
      const [row] = await db
        .update(carts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId))
        .returning();
      if (!row) throw new Error(`cart ${cartId} vanished`);
      return row;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
