import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, storeEmployeesAnswerSchema, storesAnswerSchema } from '../../../schemas';
import { orders, storeEmployees, stores } from '../../../server/db/index';
import { DEMO_CONSUMER_PASSWORD, demoAssociate, demoStores, seedDemoAssociate, seedDemoConsumers, seedDemoStores } from '../../../server/demo/index';
import { json, startTestApp, typedApi, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, nextAddress, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { rawRequest } from '../helpers/raw-http';
import { addresses, cards, shopperApi, skuTaker } from '../helpers/shopper';

/** Stores, their associates and the in-store associate's sale (spec 000 §3, §6, §7; issue 24). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`stores and in-store sales on ${kind}`, () => {
    let t: TestApp;
    const take = skuTaker('ridgeline');
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      expect(await seedDemoStores(t.database.handle.db)).toBe(demoStores.length);
      expect(await seedDemoStores(t.database.handle.db)).toBe(0);
      expect(await seedDemoAssociate(t.database.handle.db)).toEqual([demoAssociate.email]);
      expect(await seedDemoAssociate(t.database.handle.db)).toEqual([]);
      await seedDemoConsumers(t.database.handle.db);
    }, 120_000);
    afterAll(() => t?.close());
    const db = () => t.database.handle.db;
    const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    /** The agent sign-in (or the shopper's) and the token exchange: the access token. */
    async function signIn(email: string, path = '/consumers-v3/consumer/agent/login'): Promise<string> {
      const { verifier, challenge } = pkce();
      const api = accountsApi(t.app);
      const code = await api.signIn(email, DEMO_CONSUMER_PASSWORD, challenge, nextAddress(), path);
      expect(code.statusCode, code.body).toBe(200);
      const tokens = await api.exchange(json<{ authorizationCode: string }>(code).authorizationCode, verifier);
      expect(tokens.statusCode, tokens.body).toBe(200);
      return json<{ accessToken: string }>(tokens).accessToken;
    }

    /** A cart of the token's holder on en-us, ready to place: a line, an address, the approving card. */
    async function readyCart(accessToken: string): Promise<string> {
      const api = typedApi(t.app);
      const headers = { authorization: `Bearer ${accessToken}` };
      let cart = await api.call('POST /cart/v1/cart', { query: { locale: 'en-us' }, headers });
      cart = await api.call('POST /cart/v1/item', { body: { cartId: cart.id, ...take(), qty: 1 }, headers });
      const address = { ...addresses.US, email: 'walk-in@example.com' };
      await api.call('POST /cart/v2/cart/:basketId/shippingAddress', { params: { basketId: cart.id }, body: { address: [address] }, headers });
      const { token } = await shopperApi(t.app).tokenize(cards.approves);
      await api.call('POST /cart/v1/cart/:basketId/paymentInstruments', {
        params: { basketId: cart.id },
        body: { payment_method_id: 'CREDIT_CARD', token },
        headers,
      });
      return cart.id;
    }
    const place = (token: string, cartId: string, inStoreSalesInfo?: object) =>
      shopperApi(t.app).call(token, 'PUT', '/cart/v2/checkout/order', { cartId, paymentMethod: { code: 'CREDIT_CARD' }, inStoreSalesInfo });

    it('lists the locale brand’s open stores, in one country when asked, with address, position, phone and hours', async () => {
      const all = storesAnswerSchema.parse(json(await get('/consumers-v3/utilities/stores?locale=en-us')));
      expect(all.stores.map((s) => s.storeId).sort()).toEqual(['RL1001', 'RL1002', 'RL1003', 'RL2001', 'RL2002', 'RL2003']);
      const canada = await get('/consumers-v3/utilities/stores?locale=fr-ca&countryCode=ca');
      expect(canada.statusCode).toBe(200);
      expect(canada.headers['cache-control']).toBe('public, max-age=300');
      const montreal = storesAnswerSchema.parse(json(canada)).stores.find((s) => s.storeId === 'RL2003');
      expect(storesAnswerSchema.parse(json(canada)).stores).toHaveLength(3);
      expect(montreal).toMatchObject({
        name: 'Ridgeline Montréal Sainte-Catherine',
        address: { city: 'Montréal', province: 'QC', postalCode: 'H3G 1P1', countryCode: 'CA' },
        phone: '+15145550161',
        openingHours: { sun: [{ opens: '11:00', closes: '18:00' }] },
      });
      const germany = storesAnswerSchema.parse(json(await get('/consumers-v3/utilities/stores?locale=de-de&countryCode=DE')));
      expect(germany.stores.map((s) => s.name)).toEqual(['Kestrel Berlin Mitte', 'Kestrel Hamburg Neuer Wall', 'Kestrel München Sendlinger Straße']);
      expect(germany.stores[0]?.openingHours.sun).toEqual([]);
    });

    it('leaves a closed store out of the list, and answers junk queries with 400', async () => {
      await db().update(stores).set({ active: false }).where(eq(stores.id, 'RL1003'));
      try {
        const us = storesAnswerSchema.parse(json(await get('/consumers-v3/utilities/stores?locale=en-us&countryCode=US')));
        expect(us.stores.map((s) => s.storeId)).toEqual(['RL1002', 'RL1001']);
      } finally {
        await db().update(stores).set({ active: true }).where(eq(stores.id, 'RL1003'));
      }
      expect(errorOf(await get('/consumers-v3/utilities/stores?locale=xx-yy'))).toMatchObject({ status: 400, field: 'query.locale' });
      expect(errorOf(await get('/consumers-v3/utilities/stores?countryCode=USA'))).toMatchObject({ status: 400, errorId: 'API400' });
    });

    it('refuses other spellings of the stores’ paths, and junk in them, with 4xx (sent as written on the wire)', async () => {
      const alex = await signIn(demoAssociate.email);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      for (const url of [
        '/consumers-v3/utilities//stores',
        '/consumers-v3/utilities/%73tores',
        '/consumers-v3/utilities/stores/',
        '/consumers-v3/utilities/stores/RL1002/../RL1001/employees',
        '/consumers-v3/utilities/stores/RL1001/employees/',
        '/consumers-v3/utilities/stores/RL1001%2Femployees',
        '/consumers-v3/utilities/stores/%00/employees',
        `/consumers-v3/utilities/stores/${'R'.repeat(5000)}/employees`,
        '/consumers-v3/utilities/stores?countryCode=%F0%9F%98%80',
      ]) {
        const answer = await rawRequest(port, url, { headers: { authorization: `Bearer ${alex}` } });
        expect(answer.status, `${url} → ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, url).toBeLessThan(500);
      }
    });

    it('names a store’s associates to a signed-in employee of its brand only', async () => {
      const alex = await signIn(demoAssociate.email);
      const answer = await get('/consumers-v3/utilities/stores/RL1001/employees?locale=en-us', alex);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(storeEmployeesAnswerSchema.parse(json(answer))).toEqual({
        storeId: 'RL1001',
        employees: [
          { storeEmployeeId: 'E100101', name: 'Alex P.' },
          { storeEmployeeId: 'E100102', name: 'Jordan K.' },
          { storeEmployeeId: 'E100103', name: 'Priya S.' },
        ],
      });
      await db().update(storeEmployees).set({ active: false }).where(eq(storeEmployees.id, 'E100102'));
      const fewer = storeEmployeesAnswerSchema.parse(json(await get('/consumers-v3/utilities/stores/RL1001/employees', alex)));
      expect(fewer.employees.map((e) => e.storeEmployeeId)).toEqual(['E100101', 'E100103']);
      await db().update(storeEmployees).set({ active: true }).where(eq(storeEmployees.id, 'E100102'));

      // Nobody else: no token, a guest, a regular consumer, another brand's employee.
      expect(errorOf(await get('/consumers-v3/utilities/stores/RL1001/employees'))).toMatchObject({ status: 401 });
      const guest = (await shopperApi(t.app).guest()).accessToken;
      expect(errorOf(await get('/consumers-v3/utilities/stores/RL1001/employees', guest))).toMatchObject({ status: 403, errorId: 'STR403' });
      const maya = await signIn('maya@ridgeline.test', '/consumers-v3/auth/signin');
      expect(errorOf(await get('/consumers-v3/utilities/stores/RL1001/employees', maya))).toMatchObject({ status: 403, errorId: 'STR403' });
      const klara = await signIn('staff@kestrel.test');
      expect(errorOf(await get('/consumers-v3/utilities/stores/RL1001/employees?locale=en-gb', klara))).toMatchObject({
        status: 404,
        errorId: 'STR404',
      });
      // An unknown store, another brand's, a malformed id.
      expect(errorOf(await get('/consumers-v3/utilities/stores/RL9999/employees', alex))).toMatchObject({ status: 404, errorId: 'STR404' });
      expect(errorOf(await get('/consumers-v3/utilities/stores/KS3001/employees?locale=en-gb', alex))).toMatchObject({
        status: 404,
        errorId: 'STR404',
      });
      expect(errorOf(await get('/consumers-v3/utilities/stores/..%2Fx/employees', alex)).status).toBeLessThan(500);
      expect(errorOf(await get('/consumers-v3/utilities/stores/rl1001/employees', alex))).toMatchObject({ status: 400, field: 'params.storeId' });
    });

    it('keeps an associate’s sale on the order and answers it wherever the order is read', async () => {
      const alex = await signIn(demoAssociate.email);
      const cartId = await readyCart(alex);
      const placed = await place(alex, cartId, { storeId: 'RL1001', storeEmployeeId: 'E100103' });
      expect(placed.statusCode, placed.body).toBe(200);
      const order = orderSchema.parse(json(placed));
      expect(order.inStoreSalesInfo).toEqual({ storeId: 'RL1001', storeEmployeeId: 'E100103' });
      const [row] = await db().select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
      expect(row).toMatchObject({ inStoreStoreId: 'RL1001', inStoreEmployeeId: 'E100103', status: 'authorized' });
      const read = await get(`/consumers-v3/consumer/purchase/${order.orderNumber}?st=${order.st}`);
      expect(orderSchema.parse(json(read)).inStoreSalesInfo).toEqual({ storeId: 'RL1001', storeEmployeeId: 'E100103' });
      // Without the info, an employee's order is an ordinary one.
      const plain = orderSchema.parse(json(await place(alex, await readyCart(alex))));
      expect(plain.inStoreSalesInfo).toBeUndefined();
      const [plainRow] = await db().select().from(orders).where(eq(orders.orderNumber, plain.orderNumber));
      expect(plainRow).toMatchObject({ inStoreStoreId: null, inStoreEmployeeId: null });
    });

    it('refuses a sale that does not hold, and places nothing', async () => {
      const alex = await signIn(demoAssociate.email);
      const cartId = await readyCart(alex);
      const refused = async (info: object, expected: object) => {
        expect(errorOf(await place(alex, cartId, info))).toMatchObject(expected);
        expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
      };
      await refused({ storeId: 'RL9999', storeEmployeeId: 'E100101' }, { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeId' });
      // A Canadian store does not sell on the US site; a Kestrel store is another brand's.
      await refused({ storeId: 'RL2001', storeEmployeeId: 'E200101' }, { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeId' });
      await refused({ storeId: 'KS3001', storeEmployeeId: 'E300101' }, { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeId' });
      // An associate of another store, an unknown one, one who left.
      await refused(
        { storeId: 'RL1001', storeEmployeeId: 'E100201' },
        { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeEmployeeId' },
      );
      await refused(
        { storeId: 'RL1001', storeEmployeeId: 'E100199' },
        { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeEmployeeId' },
      );
      await db().update(storeEmployees).set({ active: false }).where(eq(storeEmployees.id, 'E100102'));
      await refused(
        { storeId: 'RL1001', storeEmployeeId: 'E100102' },
        { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeEmployeeId' },
      );
      await db().update(storeEmployees).set({ active: true }).where(eq(storeEmployees.id, 'E100102'));
      await db().update(stores).set({ active: false }).where(eq(stores.id, 'RL1002'));
      await refused({ storeId: 'RL1002', storeEmployeeId: 'E100201' }, { status: 400, errorId: 'STR400', field: 'body.inStoreSalesInfo.storeId' });
      await db().update(stores).set({ active: true }).where(eq(stores.id, 'RL1002'));
      // Malformed ids are the contract's 400.
      await refused({ storeId: 'x', storeEmployeeId: 'E100101' }, { status: 400, errorId: 'API400', field: 'body.inStoreSalesInfo.storeId' });
      // The cart is still there to place.
      expect((await place(alex, cartId, { storeId: 'RL1001', storeEmployeeId: 'E100101' })).statusCode).toBe(200);
    });

    it('credits a sale to an associate only from an employee’s sign-in', async () => {
      const info = { storeId: 'RL1001', storeEmployeeId: 'E100101' };
      const guest = await shopperApi(t.app).readyCart('en-us', [{ ...take(), qty: 1 }]);
      expect(errorOf(await place(guest.accessToken, guest.cart.id, info))).toMatchObject({ status: 403, errorId: 'STR403' });
      const maya = await signIn('maya@ridgeline.test', '/consumers-v3/auth/signin');
      const mayaCart = await readyCart(maya);
      expect(errorOf(await place(maya, mayaCart, info))).toMatchObject({ status: 403, errorId: 'STR403' });
      expect(await db().select().from(orders).where(eq(orders.cartId, mayaCart))).toEqual([]);
    });
  });
}
