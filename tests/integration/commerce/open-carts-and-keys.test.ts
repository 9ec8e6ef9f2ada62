import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orders } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { addresses, cards, holderOf, shopperApi, skuTaker } from '../helpers/shopper';

const take = skuTaker();

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`one open cart per shopper and site, one cart per Idempotency-Key, on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const openCartsOf = async (holderId: string) =>
      db()
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, holderId), eq(carts.status, 'open')));
    const linesOf = async (cartId: string) =>
      Object.fromEntries((await db().select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((line) => [line.sku, line.qty]));

    /** A cart of this guest's on `locale`, with the lines, an address and a card: ready to place. */
    async function readyCartOf(accessToken: string, locale: 'en-us' | 'en-ca', lines: readonly { productId: string; upc: string; qty: number }[]) {
      let cart = api.cartOf(await api.call(accessToken, 'POST', `/cart/v1/cart?locale=${locale}`));
      for (const line of lines) cart = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }));
      const address = locale === 'en-ca' ? addresses.CA : addresses.US;
      api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...address, email: 'keys@example.com' }] }),
      );
      const { token } = await api.tokenize(cards.approves);
      return api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', token }),
      );
    }

    it('makes exactly one open cart of 8 creations at once by one guest, and answers it to each, with no error', async () => {
      const { accessToken } = await api.guest();
      const answers = await Promise.all(Array.from({ length: 8 }, () => api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
      const ids = new Set(answers.map((a) => api.cartOf(a).id));
      expect(ids.size).toBe(1);
      const open = await openCartsOf(holderOf(accessToken));
      expect(open.map((c) => c.id)).toEqual([...ids]);
      // Another site is another cart; and again 8 at once there make one.
      const there = await Promise.all(Array.from({ length: 8 }, () => api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-ca')));
      expect(new Set(there.map((a) => api.cartOf(a).id)).size).toBe(1);
      expect(await openCartsOf(holderOf(accessToken))).toHaveLength(2);
    });

    it("puts a failed order's lines into the open cart the shopper started meanwhile: a sku in both keeps the larger quantity", async () => {
      const [kept, both, added] = [take(), take(), take()];
      const { accessToken, cart } = await api.readyCart(
        'en-us',
        [
          { ...kept, qty: 1 },
          { ...both, qty: 2 },
        ],
        { card: cards.challenge },
      );
      const pending = api.orderOf(await api.place(accessToken, cart.id));
      expect(pending.status).toBe('payment_pending');
      // Meanwhile, in another tab, a new cart (the first one is ordered), with one of the same sku and another.
      let started = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      expect(started.id).not.toBe(cart.id);
      started = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: started.id, ...both, qty: 1 }));
      started = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: started.id, ...added, qty: 1 }));
      const answer = json<{ threeDS2Result: string }>(
        await t.app.inject({ method: 'POST', url: pending.flash[0]!.action!.url, payload: { pass: false } }),
      );
      const refused = api.error(
        await api.call(accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, { threeDS2Result: answer.threeDS2Result }),
      );
      expect(refused).toMatchObject({ status: 402, errorId: 'PYT405', basketId: started.id });
      expect(await linesOf(started.id)).toEqual({ [kept.upc]: 1, [both.upc]: 2, [added.upc]: 1 });
      expect(await openCartsOf(holderOf(accessToken))).toHaveLength(1);
      // It had no address yet: it takes the order's, not the refused card.
      const now = api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${started.id}`));
      expect(now.shippingAddress?.city).toBe('Denver');
      expect(now.payment_instruments).toEqual([]);
      const read = api.orderOf(await api.call(accessToken, 'GET', `/consumers-v3/consumer/purchase/${pending.orderNumber}`));
      expect(read).toMatchObject({ status: 'cancelled', failure: { errorId: 'PYT405', basketId: started.id } });
    });

    it('refuses an Idempotency-Key already used for another cart (422 API422), leaving that cart open and unplaced', async () => {
      const { accessToken } = await api.guest();
      const first = await readyCartOf(accessToken, 'en-us', [{ ...take(), qty: 1 }]);
      const placed = api.orderOf(await api.place(accessToken, first.id, { 'idempotency-key': 'checkout-one' }));
      expect(placed.status).toBe('authorized');
      const second = await readyCartOf(accessToken, 'en-us', [{ ...take(), qty: 1 }]);
      const refused = api.error(await api.place(accessToken, second.id, { 'idempotency-key': 'checkout-one' }));
      expect(refused).toMatchObject({ status: 422, errorId: 'API422', field: 'headers.idempotency-key' });
      expect(refused.message).toMatch(/already used to place another cart/);
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${second.id}`)).id).toBe(second.id);
      expect(await db().select().from(orders).where(eq(orders.cartId, second.id))).toHaveLength(0);
      // The same key with its own cart is still its order; the second cart places under a key of its own.
      expect(api.orderOf(await api.place(accessToken, first.id, { 'idempotency-key': 'checkout-one' })).orderNumber).toBe(placed.orderNumber);
      expect(api.orderOf(await api.place(accessToken, second.id, { 'idempotency-key': 'checkout-two' })).status).toBe('authorized');
      // Another shopper may use the same key: keys belong to their holder.
      const stranger = await api.readyCart('en-us', [{ ...take(), qty: 1 }]);
      expect(api.orderOf(await api.place(stranger.accessToken, stranger.cart.id, { 'idempotency-key': 'checkout-one' })).status).toBe('authorized');
    });

    it('places one of two carts racing with one key, and refuses the other with 422', async () => {
      const { accessToken } = await api.guest();
      const us = await readyCartOf(accessToken, 'en-us', [{ ...take(), qty: 1 }]);
      const ca = await readyCartOf(accessToken, 'en-ca', [{ ...take(), qty: 1 }]);
      const answers = await Promise.all([us, ca].map((cart) => api.place(accessToken, cart.id, { 'idempotency-key': 'same-key' })));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 422]);
      const loser = answers.findIndex((a) => a.statusCode === 422);
      expect(api.error(answers[loser]!)).toMatchObject({ errorId: 'API422' });
      const keyed = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.holderId, holderOf(accessToken)), eq(orders.idempotencyKey, 'same-key')));
      expect(keyed).toHaveLength(1);
      const losing = [us, ca][loser]!;
      expect(keyed[0]?.cartId).not.toBe(losing.id);
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${losing.id}`)).id).toBe(losing.id);
    });
  });
}
