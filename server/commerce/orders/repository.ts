import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../schemas';
import { catalogInventory, orderEvents, orderNumbers, orders, type Database, type OrderPayment } from '../../db/index';
import type { Transaction } from '../../platform/index';
import type { CartService } from '../cart/index';
import { assertMove } from './state-machine';

const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

export type OrderRow = typeof orders.$inferSelect;
type Runner = Database | Transaction;
/** More work for the same transaction (scheduling or dropping the order's settlement job). */
export type AlsoInTransaction = (tx: Transaction) => Promise<void>;

/** Why a payment failed: the spec's code and the words for API callers. */
export interface PaymentFailure {
  readonly errorId: string;
  readonly message: string;
}

/**
 * The order's payment as this area keeps it: the card and the gateway's ids, and while the payment is unsettled, when
 * its 3-D Secure challenge expires and whether the store has decided to void it (`cancelling`, with the failure the
 * order is to end with: whoever finishes the cancelling, the settlement job or a shopper's call, uses it). Once
 * authorized, when (by the jobs' clock: the settlement job reckons with it).
 */
export interface PaymentState extends OrderPayment {
  readonly challengeExpiresAt?: string;
  readonly authorizedAt?: string;
  readonly cancelling?: PaymentFailure;
}
export const paymentOf = (row: OrderRow): PaymentState => row.payment;

/** Raised inside the placing transaction when a sku has fewer units than the order takes (rolls it back). */
export class StockShort extends Error {
  constructor(readonly sku: string) {
    super(`not enough units of ${sku}`);
  }
}

/** What orders ask of the cart area inside their transactions: the cart's own tables are only ever written by it. */
export type CartSteps = Pick<CartService, 'close' | 'reopen'>;

/**
 * Order queries; the placing and failing ones run in one transaction each, in which the cart area closes or reopens the
 * order's cart.
 */
export function createOrderRepository(db: Database, carts: CartSteps) {
  /**
   * Moves an order if it is still `from` (a conditional update: of two movers one wins); the state machine allows the
   * move or it throws. The database records the move, with its note, in the same statement.
   */
  async function move(runner: Runner, orderNumber: string, from: OrderStatus, to: OrderStatus, note?: string): Promise<boolean> {
    assertMove(from, to);
    const moved = await runner
      .update(orders)
      .set({ status: to, statusNote: note ?? null, updatedAt: sql`now()` })
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, from)))
      .returning({ orderNumber: orders.orderNumber });
    return moved.length > 0;
  }

  // Prepared once (SQL built once per process, planned once per connection): every place-order call asks.
  const byNumber = db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, sql.placeholder('orderNumber')))
    .prepare('order_by_number');
  const byCart = db
    .select()
    .from(orders)
    .where(eq(orders.cartId, sql.placeholder('cartId')))
    .prepare('order_by_cart');
  // Two index lookups, not one OR (whose plan scanned the table as it grew).
  const byCartOrKey = db
    .select()
    .from(orders)
    .where(eq(orders.cartId, sql.placeholder('cartId')))
    .unionAll(
      db
        .select()
        .from(orders)
        .where(and(eq(orders.holderId, sql.placeholder('holderId')), eq(orders.idempotencyKey, sql.placeholder('key')))),
    )
    .prepare('order_by_cart_or_key');
  // Not once the store decided to void the payment (`cancelling`): a late authorization then never wins.
  const authorized = db
    .update(orders)
    .set({
      payment: sql`${sql.placeholder('payment')}::jsonb`,
      status: 'authorized',
      statusNote: sql`${sql.placeholder('note')}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(orders.orderNumber, sql.placeholder('orderNumber')), eq(orders.status, 'payment_pending'), sql`${orders.payment}->'cancelling' is null`),
    )
    .returning()
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
    async place(
      order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'status' | 'statusNote'>,
      prefix: string,
      lines: readonly { sku: string; qty: number }[],
      cartVersion?: number,
      /** With the order written (its settlement job, so no order is ever left waiting without one). */
      also?: (tx: Transaction, row: OrderRow) => Promise<void>,
    ): Promise<OrderRow | undefined> {
      assertMove('created', 'payment_pending');
      return db.transaction(async (tx) => {
        // NB: with `cartVersion`, only the cart as the shopper reviewed it closes (a change since leaves it open).
        if (!(await carts.close(tx, order.cartId, cartVersion))) return undefined;
        const [row] = await tx
          .insert(orders)
          .values({
            ...order,
            orderNumber: sql`${prefix}::text || nextval(${sql.raw(`'${orderNumbers.seqName}'`)})`,
            status: 'payment_pending',
            statusNote: 'payment requested',
          })
          .returning();
        if (!row) throw new Error('the order was not written');
        await also?.(tx, row);
        // Stock last: a sku's row stays locked from its update to the commit, and a popular sku is every order's.
        for (const line of [...lines].sort(bySku)) {
          const taken = await tx
            .update(catalogInventory)
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
    async authorize(orderNumber: string, payment: PaymentState): Promise<OrderRow | undefined> {
      assertMove('payment_pending', 'authorized');
      const [row] = await authorized.execute({
        orderNumber,
        payment: JSON.stringify(payment),
        note: payment.paymentId ? `authorized ${payment.paymentId}` : 'authorized',
      });
      return row;
    },

    /**
     * The payment waits on a 3-D Secure challenge: recorded on the order (unless it stopped waiting for payment, or is
     * being cancelled), with `also` in the same transaction. Whether it was recorded.
     */
    async awaitChallenge(orderNumber: string, payment: PaymentState, also: AlsoInTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ payment, updatedAt: sql`now()` })
          .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'payment_pending'), sql`${orders.payment}->'cancelling' is null`))
          .returning({ orderNumber: orders.orderNumber });
        if (rows.length === 0) return false;
        await also(tx);
        return true;
      });
    },

    /**
     * The store decides to void the payment and cancel the order with `failure`: recorded on the order first (one
     * conditional update: of two deciders one wins, and the order can no longer be authorized), so that a crash
     * before the cancelling is done leaves it to be finished, never undone. The order as it now is, or undefined when
     * it was no longer waiting for payment or another decided first (read it again).
     */
    async markCancelling(orderNumber: string, failure: PaymentFailure): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ payment: sql`${orders.payment} || jsonb_build_object('cancelling', ${JSON.stringify(failure)}::jsonb)`, updatedAt: sql`now()` })
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'payment_pending'), sql`${orders.payment}->'cancelling' is null`))
        .returning();
      return row;
    },

    /**
     * The payment failed: the order goes to payment_failed, then cancelled, its units go back on sale, and its lines go
     * back into an open cart of the shopper's on that site (the cart area's `reopen`), all in one transaction with `also`. An
     * order the store was cancelling ends with the failure it decided then (an expired challenge stays PYT405 however
     * the gateway words the void). The failure recorded, with that cart; undefined when the order was no longer
     * waiting for payment (another call failed or authorized it first: read it again).
     */
    async fail(
      orderNumber: string,
      failure: PaymentFailure,
      lines: readonly { sku: string; qty: number }[],
      also?: AlsoInTransaction,
    ): Promise<OrderRow['failure'] | undefined> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ payment: orders.payment, cartId: orders.cartId })
          .from(orders)
          .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'payment_pending')))
          .for('update');
        if (!pending) return undefined;
        const decided = (pending.payment as PaymentState).cancelling ?? failure;
        if (!(await move(tx, orderNumber, 'payment_pending', 'payment_failed', decided.errorId))) return undefined;
        await move(tx, orderNumber, 'payment_failed', 'cancelled', 'payment failed');
        // The cart before the stock, as placing locks them: the two never wait on each other in opposite orders.
        const basketId = await carts.reopen(tx, pending.cartId);
        for (const line of [...lines].sort(bySku)) {
          await tx
            .update(catalogInventory)
            .set({ quantity: sql`${catalogInventory.quantity} + ${line.qty}`, updatedAt: sql`now()` })
            .where(eq(catalogInventory.sku, line.sku));
        }
        const recorded = { errorId: decided.errorId, message: decided.message, basketId };
        await tx
          .update(orders)
          .set({ failure: recorded, updatedAt: sql`now()` })
          .where(eq(orders.orderNumber, orderNumber));
        await also?.(tx);
        return recorded;
      });
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
