import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseHistorySchema, type Cart, type PurchaseHistory } from '../../../schemas';
import { orders } from '../../../server/db/index';
import { DEMO_CONSUMER_PASSWORD, demoCatalogue, seedDemoConsumers, seedDemoOrders } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { addresses, cards, holderOf, shopperApi, skuTaker } from '../helpers/shopper';

const HISTORY = '/consumers-v3/consumer/purchasehistory';
const purchaseUrl = (orderNumber: string) => `/consumers-v3/consumer/purchase/${orderNumber}`;

/** The signed-in consumer's order history (issue 24 §2): paging, newest first, only the owner's, claimed guest orders. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`order history on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());
    const take = skuTaker();
    const accounts = () => accountsApi(t.app);
    const shopper = () => shopperApi(t.app);
    const holderIn = async (orderNumber: string) =>
      (await t.database.handle.db.select({ holderId: orders.holderId }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]?.holderId;

    /** Fills a cart on `token` (a consumer's or a guest's) with these lines, an address and a card, and places it. */
    async function placeAs(token: string, lines: { productId: string; upc: string; qty: number }[]) {
      const { call, cartOf, orderOf, tokenize } = shopper();
      let cart: Cart = cartOf(await call(token, 'POST', '/cart/v1/cart?locale=en-us'));
      for (const line of lines) cart = cartOf(await call(token, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }));
      const address = { ...addresses.US, email: 'maya@example.com' };
      cart = cartOf(await call(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [address] }));
      const { token: card } = await tokenize(cards.approves);
      cartOf(await call(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', token: card }));
      return orderOf(await shopper().place(token, cart.id));
    }

    const history = (token: string | undefined, body: unknown) =>
      t.app.inject({ method: 'POST', url: HISTORY, payload: body as object, headers: token ? accounts().bearer(token) : {} });
    const historyOf = async (token: string, body: object = {}): Promise<PurchaseHistory> => {
      const answer = await history(token, body);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return purchaseHistorySchema.parse(json(answer));
    };

    it("records a signed-in purchase as the consumer's and pages the history newest first", async () => {
      const consumer = await accounts().newConsumer();
      expect(await historyOf(consumer.accessToken)).toEqual({ orders: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
      const first = await placeAs(consumer.accessToken, [{ ...take(), qty: 2 }]);
      const second = await placeAs(consumer.accessToken, [{ ...take(), qty: 1 }]);
      const third = await placeAs(consumer.accessToken, [
        { ...take(), qty: 1 },
        { ...take(), qty: 3 },
      ]);
      expect(await holderIn(first.orderNumber)).toBe(holderOf(consumer.accessToken));

      const one = await historyOf(consumer.accessToken, { page: 1, pageSize: 2 });
      expect(one).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
      expect(one.orders.map((o) => o.orderNumber)).toEqual([third.orderNumber, second.orderNumber]);
      expect(one.orders[0]).toEqual({
        orderNumber: third.orderNumber,
        createdAt: third.createdAt,
        status: 'authorized',
        siteId: 'ridgeline-en-us',
        total: third.totals.total,
        currency: 'USD',
        totalUnits: 4,
        firstItem: { name: third.items[0]!.name, productImageURL: third.items[0]!.productImageURL },
      });
      const two = await historyOf(consumer.accessToken, { page: 2, pageSize: 2 });
      expect(two.orders.map((o) => o.orderNumber)).toEqual([first.orderNumber]);
      expect(two.orders[0]).toMatchObject({ total: first.totals.total, totalUnits: 2 });
      expect(Number.isInteger(two.orders[0]!.total)).toBe(true);
      // Past the last page: none, and still the count.
      expect(await historyOf(consumer.accessToken, { page: 3, pageSize: 2 })).toMatchObject({ orders: [], total: 3, totalPages: 2 });
    });

    it('answers one order to its owner without st, and the same not-found to anyone else', async () => {
      const owner = await accounts().newConsumer();
      const other = await accounts().newConsumer();
      const order = await placeAs(owner.accessToken, [{ ...take(), qty: 1 }]);

      const mine = await t.app.inject({ method: 'GET', url: purchaseUrl(order.orderNumber), headers: accounts().bearer(owner.accessToken) });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(json(mine)).toMatchObject({ orderNumber: order.orderNumber, totals: order.totals, items: order.items });

      const unknown = errorOf(await t.app.inject({ method: 'GET', url: purchaseUrl('RL99999999'), headers: accounts().bearer(other.accessToken) }));
      expect(unknown).toMatchObject({ status: 404, errorId: 'OHS4004' });
      const notTheirs = errorOf(
        await t.app.inject({ method: 'GET', url: purchaseUrl(order.orderNumber), headers: accounts().bearer(other.accessToken) }),
      );
      expect(notTheirs).toEqual(unknown);
      const guest = await shopper().guest();
      expect(
        errorOf(await t.app.inject({ method: 'GET', url: purchaseUrl(order.orderNumber), headers: accounts().bearer(guest.accessToken) })),
      ).toEqual(unknown);
      expect(errorOf(await t.app.inject({ method: 'GET', url: purchaseUrl(order.orderNumber) }))).toEqual(unknown);
      // The other's history does not hold it.
      expect((await historyOf(other.accessToken)).orders).toEqual([]);

      // A sign-in that ended proves nothing any more.
      const out = await accounts().post('/consumers-v3/consumer/auth/signout', { refreshToken: owner.refreshToken });
      expect(out.statusCode, out.body).toBe(204);
      expect(
        errorOf(await t.app.inject({ method: 'GET', url: purchaseUrl(order.orderNumber), headers: accounts().bearer(owner.accessToken) })),
      ).toEqual(unknown);
      expect(errorOf(await history(owner.accessToken, {}))).toMatchObject({ status: 401, errorId: 'AUT401' });
    });

    it("refuses a guest's history with AUT404, and no token at all", async () => {
      const guest = await shopper().guest();
      expect(errorOf(await history(guest.accessToken, {}))).toMatchObject({ status: 403, errorId: 'AUT404' });
      expect((await history(undefined, {})).statusCode).toBe(401);
    });

    it('adds a guest order claimed at sign-in to the history', async () => {
      const { email, accessToken } = await accounts().newConsumer();
      const earlier = await placeAs(accessToken, [{ ...take(), qty: 1 }]);
      const guest = await shopper().guest();
      const asGuest = await placeAs(guest.accessToken, [{ ...take(), qty: 2 }]);
      expect(await holderIn(asGuest.orderNumber)).toMatch(/^guest-/);
      const signedIn = await accounts().session(email, { guestObjects: { orderNo: asGuest.orderNumber, st: asGuest.st } });
      expect(await holderIn(asGuest.orderNumber)).toBe(holderOf(accessToken));
      const page = await historyOf(signedIn.accessToken);
      expect(page.orders.map((o) => o.orderNumber)).toEqual([asGuest.orderNumber, earlier.orderNumber]);
      const read = await t.app.inject({ method: 'GET', url: purchaseUrl(asGuest.orderNumber), headers: accounts().bearer(signedIn.accessToken) });
      expect(read.statusCode, read.body).toBe(200);
    });

    it("gives the demo consumers past orders in their site's currency, once", async () => {
      const db = t.database.handle.db;
      await seedDemoConsumers(db);
      expect(await seedDemoOrders(db, demoCatalogue())).toBe(6);
      expect(await seedDemoOrders(db, demoCatalogue())).toBe(0);
      for (const [email, currency, siteId] of [
        ['maya@ridgeline.test', 'USD', 'ridgeline-en-us'],
        ['oliver@kestrel.test', 'GBP', 'kestrel-en-gb'],
      ] as const) {
        const { verifier, challenge } = pkce();
        const signedIn = await accounts().signIn(email, DEMO_CONSUMER_PASSWORD, challenge);
        const code = json<{ authorizationCode: string }>(signedIn).authorizationCode;
        const tokens = json<{ accessToken: string }>(await accounts().exchange(code, verifier));
        const page = await historyOf(tokens.accessToken);
        expect(page.total).toBe(3);
        expect(page.orders.every((o) => o.currency === currency && o.siteId === siteId && o.total > 0 && o.firstItem !== null)).toBe(true);
        const dates = page.orders.map((o) => o.createdAt);
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(page.orders.some((o) => o.status === 'delivered')).toBe(true);
      }
    });

    it('refuses junk pages with 400, never 5xx', async () => {
      const { accessToken } = await accounts().newConsumer();
      const junk: unknown[] = [
        { page: 0 },
        { page: -1 },
        { page: 1.5 },
        { page: '2' },
        { page: 1e12 },
        { pageSize: 0 },
        { pageSize: 51 },
        { pageSize: 1e9 },
        { pageSize: -10 },
        { page: null },
        [],
        'page=1',
      ];
      for (const body of junk) {
        const answer = await t.app.inject({
          method: 'POST',
          url: HISTORY,
          headers: { ...accounts().bearer(accessToken), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      }
      // Odd spellings of the path are not this call.
      for (const url of [`${HISTORY}/`, HISTORY.toUpperCase(), `${HISTORY}%00`, '/consumers-v3/consumer//purchasehistory']) {
        const answer = await t.app.inject({ method: 'POST', url, headers: accounts().bearer(accessToken), payload: {} });
        expect(answer.statusCode, url).toBeGreaterThanOrEqual(300);
        expect(answer.statusCode, url).toBeLessThan(500);
      }
      for (const url of [purchaseUrl('rl10000001'), purchaseUrl('RL1'), purchaseUrl('%00'), `${purchaseUrl('RL10000001')}/x`]) {
        const answer = await t.app.inject({ method: 'GET', url, headers: accounts().bearer(accessToken) });
        expect(answer.statusCode, url).toBeGreaterThanOrEqual(300);
        expect(answer.statusCode, url).toBeLessThan(500);
      }
    });
  });
}
