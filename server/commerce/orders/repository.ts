import { randomBytes } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../schemas';
import { cartItems, carts, catalogInventory, orderEvents, orderNumbers, orders, type Database } from '../../db/index';
import { assertMove } from './state-machine';

const newId = () => randomBytes(12).toString('hex');
const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

export type OrderRow = typeof orders.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Runner = Database | Transaction;

/** Raised inside the placing transaction when a sku has fewer units than the order takes (rolls it back). */
export class StockShort extends Error {
  constructor(readonly sku: string) {
    super(`not enough units of ${sku}`);
  }
}

/** Order queries; the placing and failing ones run in one transaction each. */
export function createOrderRepository(db: Database) {
  /** Moves an order if it is still `from` (a conditional update: of two movers one wins); the state machine allows the move or it throws. */
  async function move(runner: Runner, orderNumber: string, from: OrderStatus, to: OrderStatus, note?: string): Promise<boolean> {
    assertMove(from, to);
    const moved = await runner.update(orders).set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, from))).returning({ orderNumber: orders.orderNumber });
    if (moved.length === 0) return false;
    await runner.insert(orderEvents).values({ orderNumber, fromStatus: from, toStatus: to, note: note ?? null });
    return true;
  }

  return {
    async nextNumber(): Promise<number> {
      const [row] = await db.select({ value: sql<string>`nextval(${sql.raw(`'${orderNumbers.seqName}'`)})` }).from(sql`(select 1) as one`);
      return Number(row?.value);
    },

    async byNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** The order placed for a cart, or under a holder's `Idempotency-Key` (the key's first), in one query. */
    async byCartOrKey(cartId: string, holderId: string, key: string | undefined): Promise<OrderRow[]> {
      const keyed = key === undefined ? sql`false` : and(eq(orders.holderId, holderId), eq(orders.idempotencyKey, key));
      return db.select().from(orders).where(or(eq(orders.cartId, cartId), keyed));
    },

    async events(orderNumber: string) {
      return db.select().from(orderEvents).where(eq(orderEvents.orderNumber, orderNumber)).orderBy(asc(orderEvents.id));
    },

    /**
     * Places an order in one transaction: the cart row is locked (a second placing of the same cart waits, then
     * finds it ordered and answers `undefined`), each sku's units are taken by one conditional update in sku order
     * (never below zero; a short sku throws StockShort and rolls everything back), the order is written as created
     * and then waiting for payment, and the cart is closed.
     */
    async place(order: typeof orders.$inferInsert, lines: readonly { sku: string; qty: number }[]): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [cart] = await tx.select({ status: carts.status }).from(carts).where(eq(carts.id, order.cartId)).for('update');
        if (!cart || cart.status !== 'open') return undefined;
        for (const line of [...lines].sort(bySku)) {
          const taken = await tx.update(catalogInventory)
            .set({ quantity: sql`${catalogInventory.quantity} - ${line.qty}`, updatedAt: sql`now()` })
            .where(and(eq(catalogInventory.sku, line.sku), sql`${catalogInventory.quantity} >= ${line.qty}`))
            .returning({ quantity: catalogInventory.quantity });
          if (taken.length === 0) throw new StockShort(line.sku);
        }
        // Created and at once waiting for payment: one row written, both moves recorded in one statement.
        assertMove('created', 'payment_pending');
        const [row] = await tx.insert(orders).values({ ...order, status: 'payment_pending' }).returning();
        if (!row) throw new Error('the order was not written');
        await tx.insert(orderEvents).values([
          { orderNumber: row.orderNumber, fromStatus: null, toStatus: 'created' },
          { orderNumber: row.orderNumber, fromStatus: 'created', toStatus: 'payment_pending', note: 'payment requested' },
        ]);
        await tx.update(carts).set({ status: 'ordered', updatedAt: sql`now()` }).where(eq(carts.id, order.cartId));
        return row;
      });
    },

    /**
     * The payment went through: the order is authorized (with the gateway's payment id) and the move recorded, in
     * one transaction. The order as it is now, or undefined when it was no longer waiting for payment.
     */
    async authorize(orderNumber: string, payment: OrderRow['payment']): Promise<OrderRow | undefined> {
      assertMove('payment_pending', 'authorized');
      return db.transaction(async (tx) => {
        const [row] = await tx.update(orders).set({ payment, status: 'authorized', updatedAt: sql`now()` })
          .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'payment_pending'))).returning();
        if (!row) return undefined;
        await tx.insert(orderEvents).values({ orderNumber, fromStatus: 'payment_pending', toStatus: 'authorized', note: payment.paymentId ? `authorized ${payment.paymentId}` : 'authorized' });
        return row;
      });
    },

    async awaitChallenge(orderNumber: string, payment: OrderRow['payment']): Promise<void> {
      await db.update(orders).set({ payment, updatedAt: sql`now()` }).where(eq(orders.orderNumber, orderNumber));
    },

    /**
     * The payment failed: the order goes to payment_failed, then cancelled, its units go back on sale, and the
     * shopper gets a new open cart holding the same lines, addresses and shipping method (not the refused card), all
     * in one transaction. Undefined when the order was no longer waiting for payment (another call failed or
     * authorized it first: read the order again).
     */
    async fail(orderNumber: string, failure: { errorId: string; message: string }, lines: readonly { sku: string; qty: number }[]): Promise<{ basketId: string } | undefined> {
      return db.transaction(async (tx) => {
        if (!(await move(tx, orderNumber, 'payment_pending', 'payment_failed', failure.errorId))) return undefined;
        await move(tx, orderNumber, 'payment_failed', 'cancelled', 'payment failed');
        for (const line of [...lines].sort(bySku)) {
          await tx.update(catalogInventory).set({ quantity: sql`${catalogInventory.quantity} + ${line.qty}`, updatedAt: sql`now()` }).where(eq(catalogInventory.sku, line.sku));
        }
        const [order] = await tx.select({ cartId: orders.cartId }).from(orders).where(eq(orders.orderNumber, orderNumber));
        const [cart] = order ? await tx.select().from(carts).where(eq(carts.id, order.cartId)) : [];
        if (!cart) throw new Error(`the cart of order ${orderNumber} vanished`);
        const basketId = newId();
        await tx.insert(carts).values({
          id: basketId, holderId: cart.holderId, siteId: cart.siteId, currency: cart.currency, email: cart.email,
          shippingAddress: cart.shippingAddress, billingAddress: cart.billingAddress, shippingCode: cart.shippingCode,
        });
        const old = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
        if (old.length > 0) await tx.insert(cartItems).values(old.map((line) => ({ id: newId(), cartId: basketId, sku: line.sku, masterId: line.masterId, qty: line.qty })));
        await tx.update(orders).set({ failure: { ...failure, basketId }, updatedAt: sql`now()` }).where(eq(orders.orderNumber, orderNumber));
        return { basketId };
      });
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
