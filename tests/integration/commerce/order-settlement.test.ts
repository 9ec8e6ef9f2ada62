import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, catalogInventory, jobs, mailOutbox, orderEvents, orders, sandboxPayments } from '../../../server/db/index';
import { SETTLEMENT_JOB } from '../../../server/commerce/orders/index';
import { json } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { cards, shopperApi, skuTaker } from '../helpers/shopper';
import { PAYMENT_TIMEOUT_MS, type SettlementApp, startSettlementApp } from './settlement-app';

const SETTLE_AFTER_MS = 60_000;
const CHALLENGE_EXPIRY_MS = 15 * 60_000;

const take = skuTaker();

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`orders nobody finished, settled by the server, on ${kind}`, () => {
    let t: SettlementApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startSettlementApp(kind, { settleAfterMs: SETTLE_AFTER_MS, challengeExpiryMs: CHALLENGE_EXPIRY_MS });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const stockOf = async (sku: string) => (await db().select().from(catalogInventory).where(eq(catalogInventory.sku, sku)))[0]?.quantity;
    const setStock = (sku: string, quantity: number) => db().update(catalogInventory).set({ quantity }).where(eq(catalogInventory.sku, sku));
    const orderOfCart = async (cartId: string) => (await db().select().from(orders).where(eq(orders.cartId, cartId)))[0];
    const paymentOf = async (reference: string) => (await db().select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)))[0];
    const jobOf = async (orderNumber: string) =>
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, SETTLEMENT_JOB), eq(jobs.key, orderNumber)))
      )[0];
    const mailsTo = async (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const eventsOf = async (orderNumber: string) =>
      (await db().select().from(orderEvents).where(eq(orderEvents.orderNumber, orderNumber)).orderBy(asc(orderEvents.id))).map((e) => e.toStatus);
    const linesOf = async (cartId: string) =>
      (await db().select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((line) => [line.sku, line.qty]);

    /** A shopper places an order whose answer is lost on the way (see `Loss`); resolves once the order is written. */
    async function placeLost(loss: 'after' | 'before', card: string, email: string) {
      const line = { ...take(), qty: 2 };
      const before = (await stockOf(line.upc))!;
      const shopper = await api.readyCart('en-us', [line], { card, email });
      const hanging = t.network.hanging();
      t.network.lose(loss);
      const answer = api.place(shopper.accessToken, shopper.cart.id, { 'idempotency-key': `lost-${email}` });
      await expect.poll(() => t.network.hanging(), { timeout: 30_000 }).toBe(hanging + 1);
      const order = (await orderOfCart(shopper.cart.id))!;
      expect(order.status).toBe('payment_pending');
      expect(await stockOf(line.upc)).toBe(before - 2);
      return { ...shopper, line, before, order, answer };
    }

    /** Runs the settlement jobs due once the order's limit has passed. */
    async function settleDue() {
      t.move(SETTLE_AFTER_MS);
      await t.app.jobs.runDue();
    }

    it('writes the settlement job with the order, and drops it once the order is answered and its e-mail sent', async () => {
      const line = { ...take(), qty: 1 };
      const { accessToken, cart } = await api.readyCart('en-us', [line], { email: 'ok@example.com' });
      const order = api.orderOf(await api.place(accessToken, cart.id));
      expect(order.status).toBe('authorized');
      await expect.poll(async () => (await mailsTo('ok@example.com')).length).toBe(1);
      await expect.poll(() => jobOf(order.orderNumber)).toBeUndefined();
      // A declined card's order is cancelled in a transaction that drops its job too.
      const declined = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: cards.declines });
      expect(api.error(await api.place(declined.accessToken, declined.cart.id))).toMatchObject({ status: 402, errorId: 'PYT402' });
      expect(await jobOf((await orderOfCart(declined.cart.id))!.orderNumber)).toBeUndefined();
    });

    it('authorizes an order the gateway authorized but whose answer was lost, sends its e-mail once, and the late answer agrees', async () => {
      const lost = await placeLost('after', cards.approves, 'lost-after@example.com');
      expect((await paymentOf(lost.order.orderNumber))?.status).toBe('authorized');
      expect(await jobOf(lost.order.orderNumber)).toBeDefined();
      // Before its limit the job is not due: the shopper's call might still finish it.
      await t.app.jobs.runDue();
      expect((await orderOfCart(lost.cart.id))?.status).toBe('payment_pending');
      await settleDue();
      const settled = (await orderOfCart(lost.cart.id))!;
      expect(settled.status).toBe('authorized');
      expect(settled.payment.paymentId).toBe((await paymentOf(lost.order.orderNumber))?.id);
      expect(await stockOf(lost.line.upc)).toBe(lost.before - 2);
      expect(await mailsTo('lost-after@example.com')).toHaveLength(1);
      expect(await jobOf(lost.order.orderNumber)).toBeUndefined();
      // The shopper comes back: the purchase says it went through.
      const read = api.orderOf(await api.call(lost.accessToken, 'GET', `/consumers-v3/consumer/purchase/${settled.orderNumber}`));
      expect(read).toMatchObject({ status: 'authorized', flash: [] });
      expect(read.failure).toBeUndefined();
      // The lost answer arrives after all: it meets the settled order and answers it; no second e-mail.
      t.network.release();
      expect(api.orderOf(await lost.answer)).toMatchObject({ orderNumber: settled.orderNumber, status: 'authorized' });
      expect(await mailsTo('lost-after@example.com')).toHaveLength(1);
      expect(await eventsOf(settled.orderNumber)).toEqual(['created', 'payment_pending', 'authorized']);
    });

    it('cancels an order the gateway declined whose answer was lost: stock back, lines in an open cart, the same refusal to the late answer', async () => {
      const lost = await placeLost('after', cards.declines, 'declined-lost@example.com');
      await settleDue();
      const settled = (await orderOfCart(lost.cart.id))!;
      expect(settled.status).toBe('cancelled');
      expect(settled.failure).toMatchObject({ errorId: 'PYT402' });
      expect(await stockOf(lost.line.upc)).toBe(lost.before);
      const [reopened] = await db().select().from(carts).where(eq(carts.id, settled.failure!.basketId));
      expect(reopened).toMatchObject({ status: 'open', holderId: settled.holderId });
      expect(await linesOf(reopened!.id)).toEqual([[lost.line.upc, 2]]);
      const read = api.orderOf(await api.call(lost.accessToken, 'GET', `/consumers-v3/consumer/purchase/${settled.orderNumber}?st=${settled.st}`));
      expect(read).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT402', basketId: reopened!.id } });
      t.network.release();
      expect(api.error(await lost.answer)).toMatchObject({ status: 402, errorId: 'PYT402', basketId: reopened!.id });
      expect(await eventsOf(settled.orderNumber)).toEqual(['created', 'payment_pending', 'payment_failed', 'cancelled']);
    });

    it('voids, then cancels an order whose payment never reached the gateway (PYT300, not charged); a late request cannot charge', async () => {
      const lost = await placeLost('before', cards.approves, 'never-asked@example.com');
      expect(await paymentOf(lost.order.orderNumber)).toBeUndefined();
      await settleDue();
      const settled = (await orderOfCart(lost.cart.id))!;
      expect(settled).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT300' } });
      expect(settled.failure?.message).toMatch(/not charged/);
      expect((await paymentOf(settled.orderNumber))?.status).toBe('voided');
      expect(await stockOf(lost.line.upc)).toBe(lost.before);
      expect(await linesOf(settled.failure!.basketId)).toEqual([[lost.line.upc, 2]]);
      // The request that was on its way reaches the gateway now: refused, so nothing is ever held; the shopper is told.
      t.network.release();
      expect(api.error(await lost.answer)).toMatchObject({ status: 503, errorId: 'PYT300', basketId: settled.failure!.basketId });
      expect((await paymentOf(settled.orderNumber))?.status).toBe('voided');
      expect(await mailsTo('never-asked@example.com')).toHaveLength(0);
      // A retry with the same key answers the same outcome, and places nothing new.
      expect(api.error(await api.place(lost.accessToken, lost.cart.id, { 'idempotency-key': 'lost-never-asked@example.com' }))).toMatchObject({
        status: 503,
        errorId: 'PYT300',
        basketId: settled.failure!.basketId,
      });
      expect(await db().select().from(orders).where(eq(orders.holderId, settled.holderId))).toHaveLength(1);
    });

    it("ends in one outcome, charged at most once, when the shopper's retry races the settlement job", async () => {
      const lost = [];
      for (let i = 0; i < 6; i += 1) lost.push(await placeLost('before', cards.approves, `race-${i}@example.com`));
      t.move(SETTLE_AFTER_MS);
      const [, ...retries] = await Promise.all([
        t.app.jobs.runDue(),
        ...lost.map((one, i) => api.place(one.accessToken, one.cart.id, { 'idempotency-key': `lost-race-${i}@example.com` })),
      ]);
      t.network.release();
      const late = await Promise.all(lost.map((one) => one.answer));
      for (const [i, one] of lost.entries()) {
        const row = (await orderOfCart(one.cart.id))!;
        const payment = await paymentOf(row.orderNumber);
        expect(['authorized', 'cancelled']).toContain(row.status);
        if (row.status === 'authorized') {
          expect(payment?.status).toBe('authorized');
          expect(await stockOf(one.line.upc)).toBe(one.before - 2);
          for (const answer of [retries[i]!, late[i]!]) expect(api.orderOf(answer).status).toBe('authorized');
          await expect.poll(async () => (await mailsTo(`race-${i}@example.com`)).length).toBe(1);
        } else {
          // Cancelled: the gateway holds nothing for it, the units are back, and both calls were told so.
          expect(payment?.status).toBe('voided');
          expect(await stockOf(one.line.upc)).toBe(one.before);
          for (const answer of [retries[i]!, late[i]!])
            expect(api.error(answer)).toMatchObject({ errorId: row.failure!.errorId, basketId: row.failure!.basketId });
          expect(await mailsTo(`race-${i}@example.com`)).toHaveLength(0);
        }
        expect(await db().select().from(orders).where(eq(orders.holderId, row.holderId))).toHaveLength(1);
      }
    });

    it('releases the last two units of an abandoned 3-D Secure challenge at its expiry, and the next shopper buys them', async () => {
      const line = { ...take(), qty: 2 };
      await setStock(line.upc, 2);
      const first = await api.readyCart('en-us', [line], { card: cards.challenge, email: 'abandons@example.com' });
      const pending = api.orderOf(await api.place(first.accessToken, first.cart.id));
      expect(pending.status).toBe('payment_pending');
      const action = pending.flash[0]?.action;
      const expiresAt = new Date(t.now().getTime() + CHALLENGE_EXPIRY_MS);
      expect(action?.expiresAt).toBe(expiresAt.toISOString());
      expect((await jobOf(pending.orderNumber))?.runAt.getTime()).toBe(expiresAt.getTime());
      expect(await stockOf(line.upc)).toBe(0);
      // The next shopper finds none left while the challenge waits.
      const next = await api.guest();
      const nextCart = api.cartOf(await api.call(next.accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      expect(api.error(await api.call(next.accessToken, 'POST', '/cart/v1/item', { cartId: nextCart.id, ...line }))).toMatchObject({
        status: 409,
        errorId: 'INV700',
      });
      // A second short of its expiry, nothing moves.
      t.move(CHALLENGE_EXPIRY_MS - 1_000);
      await t.app.jobs.runDue();
      expect((await orderOfCart(first.cart.id))?.status).toBe('payment_pending');
      expect(await stockOf(line.upc)).toBe(0);
      t.move(1_000);
      await t.app.jobs.runDue();
      const expired = (await orderOfCart(first.cart.id))!;
      expect(expired).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT405' } });
      expect(await stockOf(line.upc)).toBe(2);
      expect((await paymentOf(pending.orderNumber))?.status).toBe('voided');
      // The bank's page says it expired and can no longer be passed; answering it anyway is refused.
      const page = await t.app.inject({ method: 'GET', url: action!.url });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('expired and can no longer be completed');
      expect(page.body).not.toContain('Approve payment');
      const late = await t.app.inject({ method: 'POST', url: action!.url, payload: { pass: true } });
      expect(late.statusCode).toBe(410);
      const lateResult = json<{ errorDetails: { errorId: string; threeDS2Result: string }[] }>(late).errorDetails[0]!;
      expect(lateResult.errorId).toBe('PYT405');
      expect((await paymentOf(pending.orderNumber))?.status).toBe('voided');
      // The first shopper's page, handed the failed result, says what happened and where the items are.
      const patched = api.error(
        await api.call(first.accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, { threeDS2Result: lateResult.threeDS2Result }),
      );
      expect(patched).toMatchObject({ status: 402, errorId: 'PYT405', basketId: expired.failure!.basketId });
      const read = api.orderOf(await api.call(first.accessToken, 'GET', `/consumers-v3/consumer/purchase/${pending.orderNumber}`));
      expect(read).toMatchObject({ status: 'cancelled', flash: [], failure: { errorId: 'PYT405', basketId: expired.failure!.basketId } });
      // The next shopper buys both.
      api.cartOf(await api.call(next.accessToken, 'POST', '/cart/v1/item', { cartId: nextCart.id, ...line }));
      const bought = await api.readyCart('en-us', [line]);
      expect(api.orderOf(await api.place(bought.accessToken, bought.cart.id)).status).toBe('authorized');
      expect(await stockOf(line.upc)).toBe(0);
    });

    it('authorizes at its expiry a challenge the shopper passed at the bank without coming back to the store', async () => {
      const line = { ...take(), qty: 1 };
      const before = (await stockOf(line.upc))!;
      const shopper = await api.readyCart('en-us', [line], { card: cards.challenge, email: 'closed-tab@example.com' });
      const pending = api.orderOf(await api.place(shopper.accessToken, shopper.cart.id));
      expect((await t.app.inject({ method: 'POST', url: pending.flash[0]!.action!.url, payload: { pass: true } })).statusCode).toBe(200);
      t.move(CHALLENGE_EXPIRY_MS);
      await t.app.jobs.runDue();
      expect((await orderOfCart(shopper.cart.id))?.status).toBe('authorized');
      expect(await stockOf(line.upc)).toBe(before - 1);
      expect(await mailsTo('closed-tab@example.com')).toHaveLength(1);
    });

    it('sends the e-mail of an authorized order later when the mail provider was down, once its own call has had its time', async () => {
      t.mail.reachable(false);
      const failed = t.mail.failed();
      let order;
      try {
        const shopper = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { email: 'mail-down@example.com' });
        order = api.orderOf(await api.place(shopper.accessToken, shopper.cart.id));
        expect(order.status).toBe('authorized');
        await expect.poll(() => t.mail.failed()).toBe(failed + 1);
      } finally {
        t.mail.reachable(true);
      }
      expect(await jobOf(order.orderNumber)).toBeDefined();
      // At its limit the job finds the order authorized moments ago (by this clock): its call might still be sending.
      await settleDue();
      expect(await mailsTo('mail-down@example.com')).toHaveLength(0);
      expect(await jobOf(order.orderNumber)).toBeDefined();
      t.move(PAYMENT_TIMEOUT_MS);
      await t.app.jobs.runDue();
      expect(await mailsTo('mail-down@example.com')).toHaveLength(1);
      expect(await jobOf(order.orderNumber)).toBeUndefined();
    });

    it('retries later when the gateway cannot be asked, and settles once it answers', async () => {
      const lost = await placeLost('after', cards.approves, 'gateway-down@example.com');
      t.network.reachable(false);
      try {
        await settleDue();
        expect((await orderOfCart(lost.cart.id))?.status).toBe('payment_pending');
        expect(await jobOf(lost.order.orderNumber)).toMatchObject({ attempts: 1, lastError: 'Error: gateway unreachable' });
      } finally {
        t.network.reachable(true);
      }
      await settleDue();
      expect((await orderOfCart(lost.cart.id))?.status).toBe('authorized');
      t.network.release();
      expect(api.orderOf(await lost.answer).status).toBe('authorized');
    });
  });
}
