import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, catalogInventory, jobs, orderEvents, orders } from '../../../server/db/index';
import { createCartService } from '../../../server/commerce/cart/index';
import { createOrderService, SETTLEMENT_JOB } from '../../../server/commerce/orders/index';
import { createJobRunner, type JobScheduler } from '../../../server/jobs/index';
import { createOutboxMailer } from '../../../server/providers/mail/outbox';
import type { CardGateway } from '../../../server/providers/payments/port';
import { createSandboxGateway } from '../../../server/providers/payments/sandbox';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { shopperApi, skuTaker } from '../helpers/shopper';

const take = skuTaker();

/**
 * Placing is a workflow of steps (reviewCart, createOrder, authorizePayment, complete) whose compensations undo a
 * failed payment: a failure in a middle step leaves the stock and the cart as they were.
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`a failure in a middle step of placing on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const stockOf = async (sku: string) => (await db().select().from(catalogInventory).where(eq(catalogInventory.sku, sku)))[0]?.quantity;
    const cartRow = async (id: string) => (await db().select().from(carts).where(eq(carts.id, id)))[0];
    const linesOf = async (cartId: string) => (await db().select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((l) => [l.sku, l.qty]);
    const ordersOf = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));
    const eventsOf = async (orderNumber: string) =>
      (await db().select().from(orderEvents).where(eq(orderEvents.orderNumber, orderNumber)).orderBy(asc(orderEvents.id))).map((e) => e.toStatus);
    const jobOf = async (orderNumber: string) =>
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, SETTLEMENT_JOB), eq(jobs.key, orderNumber)))
      )[0];

    /** A guest's ready cart and the holder behind it, with the service the test builds over the same database. */
    async function ready(qty: number) {
      const line = { ...take(), qty };
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      const row = await cartRow(cart.id);
      return { line, accessToken, cart, holder: { holderId: row!.holderId, tokenType: 'Guest' as const } };
    }
    function service(options: { gateway?: Partial<CardGateway>; jobs?: JobScheduler; onError?: (error: unknown, what: string) => void } = {}) {
      const sandbox = createSandboxGateway(db());
      return createOrderService(db(), createCartService(db()), {
        gateway: { ...sandbox, ...options.gateway },
        mailer: createOutboxMailer(db()),
        publicUrl: 'http://localhost:3000',
        ...(options.jobs ? { jobs: options.jobs } : {}),
        ...(options.onError ? { onError: options.onError } : {}),
      });
    }

    it('createOrder failing inside its transaction (cart closed, order written, stock not yet taken) leaves nothing behind', async () => {
      const { line, cart, holder } = await ready(2);
      const before = (await stockOf(line.upc))!;
      const versionBefore = (await cartRow(cart.id))!.version;
      const runner = createJobRunner(db());
      // The settlement job is written after the cart is closed and the order inserted, before the units are taken.
      const failing: JobScheduler = {
        now: () => runner.now(),
        cancel: runner.cancel,
        schedule: () => Promise.reject(new Error('the jobs table is unavailable')),
      };
      await expect(service({ jobs: failing }).place(holder, { cartId: cart.id, channel: 'ECOMM' })).rejects.toThrow('the jobs table is unavailable');
      // Stock, cart (open, same version, same lines) and orders as before: the transaction was rolled back whole.
      expect(await stockOf(line.upc)).toBe(before);
      expect(await cartRow(cart.id)).toMatchObject({ status: 'open', version: versionBefore });
      expect(await linesOf(cart.id)).toEqual([[line.upc, 2]]);
      expect(await ordersOf(cart.id)).toHaveLength(0);
      // Nothing is stuck: the same cart places once the jobs can be written.
      const order = await service().place(holder, { cartId: cart.id, channel: 'ECOMM' });
      expect(order.status).toBe('authorized');
      expect(await stockOf(line.upc)).toBe(before - 2);
    });

    it('authorizePayment failing (the gateway errs) voids the payment, then puts the stock back and the lines in an open cart', async () => {
      const { line, cart, holder } = await ready(3);
      const before = (await stockOf(line.upc))!;
      const moves: string[] = [];
      const errors: string[] = [];
      const sandbox = createSandboxGateway(db());
      const gateway: Partial<CardGateway> = {
        authorize: () => Promise.reject(new Error('connection reset')),
        cancel: async (reference) => {
          // Voided first (compensations run in reverse): the units are still taken at that moment.
          moves.push(`void ${reference} with ${await stockOf(line.upc)} left`);
          await sandbox.cancel(reference);
        },
      };
      const refused = service({ gateway, onError: (_error, what) => errors.push(what) }).place(holder, { cartId: cart.id, channel: 'ECOMM' });
      await expect(refused).rejects.toMatchObject({ statusCode: 503, errorId: 'PYT300' });
      const [order] = await ordersOf(cart.id);
      expect(moves).toEqual([`void ${order!.orderNumber} with ${before - 3} left`]);
      expect(errors).toEqual([`authorizing order ${order!.orderNumber}`]);
      expect(order).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT300' } });
      expect(await eventsOf(order!.orderNumber)).toEqual(['created', 'payment_pending', 'payment_failed', 'cancelled']);
      expect(await stockOf(line.upc)).toBe(before);
      const reopened = order!.failure!.basketId;
      expect(await cartRow(reopened)).toMatchObject({ status: 'open', holderId: holder.holderId });
      expect(await linesOf(reopened)).toEqual([[line.upc, 3]]);
      expect(await jobOf(order!.orderNumber)).toBeUndefined();
    });

    it('a void the gateway refuses stops the release: the order stays decided, and its job finishes it with the same compensations', async () => {
      const { line, cart, holder } = await ready(1);
      const before = (await stockOf(line.upc))!;
      const errors: string[] = [];
      const refusing = service({
        gateway: { authorize: () => Promise.reject(new Error('connection reset')), cancel: () => Promise.reject(new Error('void refused')) },
        onError: (_error, what) => errors.push(what),
      });
      // The shopper is answered the order as it is: still pending, its payment decided to be voided.
      const pending = await refusing.place(holder, { cartId: cart.id, channel: 'ECOMM' });
      expect(pending).toMatchObject({ status: 'payment_pending', flash: [] });
      expect(errors).toEqual([`authorizing order ${pending.orderNumber}`, `voiding the payment of order ${pending.orderNumber}`]);
      const [row] = await ordersOf(cart.id);
      expect(row?.payment).toMatchObject({ cancelling: { errorId: 'PYT300' } });
      // The money may still be held: nothing is released yet.
      expect(await stockOf(line.upc)).toBe(before - 1);
      expect(await jobOf(pending.orderNumber)).toBeDefined();
      // Its job fails while the gateway still refuses (to be retried), then, once it voids, releases the order.
      await expect(refusing.settlement({ key: pending.orderNumber, now: new Date(), attempts: 1 })).rejects.toThrow('void refused');
      expect(await stockOf(line.upc)).toBe(before - 1);
      await service().settlement({ key: pending.orderNumber, now: new Date(), attempts: 2 });
      const [settled] = await ordersOf(cart.id);
      expect(settled).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT300' } });
      expect(await stockOf(line.upc)).toBe(before);
      expect(await linesOf(settled!.failure!.basketId)).toEqual([[line.upc, 1]]);
    });
  });
}
