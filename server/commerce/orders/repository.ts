import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
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
  /**
   * Moves an order if it is still `from` (a conditional update: of two movers one wins); the state machine allows the
   * move or it throws. The database records the move, with its note, in the same statement.
   */
  async function move(runner: Runner, orderNumber: string, from: OrderStatus, to: OrderStatus, note?: string): Promise<boolean> {
    assertMove(from, to);
    const moved = await runner.update(orders).set({ status: to, statusNote: note ?? null, updatedAt: sql`now()` })
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, from))).returning({ orderNumber: orders.orderNumber });
    return moved.length > 0;
  }

  // Prepared once (SQL built once per process, planned once per connection): every place-order call asks.
  const byNumber = db.select().from(orders).where(eq(orders.orderNumber, sql.placeholder('orderNumber'))).prepare('order_by_number');
  const byCart = db.select().from(orders).where(eq(orders.cartId, sql.placeholder('cartId'))).prepare('order_by_cart');
  // Two index lookups, not one OR (whose plan scanned the table as it grew).
  const byCartOrKey = db.select().from(orders).where(eq(orders.cartId, sql.placeholder('cartId')))
    .unionAll(db.select().from(orders).where(and(eq(orders.holderId, sql.placeholder('holderId')), eq(orders.idempotencyKey, sql.placeholder('key')))))
    .prepare('order_by_cart_or_key');
  const authorized = db.update(orders)
    .set({ payment: sql`${sql.placeholder('payment')}::jsonb`, status: 'authorized', statusNote: sql`${sql.placeholder('note')}`, updatedAt: sql`now()` })
    .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), eq(orders.status, 'payment_pending'))).returning()
    .prepare('order_authorized');

  return {
    async byNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await byNumber.execute({ orderNumber });
      return row;
    },

    /** The order placed for a cart, or under a holder's `Idempotency-Key` (the key's first), in one query. */
    async byCartOrKey(cartId: string, holderId: string, key: string | undefined): Promise<OrderRow[]> {
      return key === undefined ? byCart.execute({ cartId }) : byCartOrKey.execute({ cartId, holderId, key });
    },

    async events(orderNumber: string) {
      return db.select().from(orderEvents).where(eq(orderEvents.orderNumber, orderNumber)).orderBy(asc(orderEvents.id));
    },

    /**
     * Places an order in one transaction: the cart is closed first (its row lock makes a second placing of the same
     * cart wait, then find it closed and answer `undefined`), the order is written waiting for payment (its number the
     * brand's prefix and the next of the sequence; the database records its creation and first move), and last each
     * sku's units are taken by one conditional update in sku order (never below zero; a short sku throws StockShort
     * and rolls everything back).
     */
    async place(order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'status' | 'statusNote'>, prefix: string, lines: readonly { sku: string; qty: number }[]): Promise<OrderRow | undefined> {
      assertMove('created', 'payment_pending');
      return db.transaction(async (tx) => {
        const closed = await tx.update(carts).set({ status: 'ordered', updatedAt: sql`now()` })
          .where(and(eq(carts.id, order.cartId), eq(carts.status, 'open'))).returning({ id: carts.id });
        if (closed.length === 0) return undefined;
        const [row] = await tx.insert(orders).values({
          ...order,
          orderNumber: sql`${prefix}::text || nextval(${sql.raw(`'${orderNumbers.seqName}'`)})`,
          status: 'payment_pending',
          statusNote: 'payment requested',
        }).returning();
        if (!row) throw new Error('the order was not written');
        // Stock last: a sku's row stays locked from its update to the commit, and a popular sku is every order's.
        for (const line of [...lines].sort(bySku)) {
          const taken = await tx.update(catalogInventory)
            .set({ quantity: sql`${catalogInventory.quantity} - ${line.qty}`, updatedAt: sql`now()` })
            .where(and(eq(catalogInventory.sku, line.sku), sql`${catalogInventory.quantity} >= ${line.qty}`))
            .returning({ sku: catalogInventory.sku });
          if (taken.length === 0) throw new StockShort(line.sku);
        }
        return row;
      });
    },

    /**
     * The payment went through: the order is authorized (with the gateway's payment id) by one conditional update,
     * which the database records as a move. The order as it is now, or undefined when it was no longer waiting for
     * payment.
     */
    async authorize(orderNumber: string, payment: OrderRow['payment']): Promise<OrderRow | undefined> {
      assertMove('payment_pending', 'authorized');
      const [row] = await authorized.execute({ orderNumber, payment: JSON.stringify(payment), note: payment.paymentId ? `authorized ${payment.paymentId}` : 'authorized' });
      return row;
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
