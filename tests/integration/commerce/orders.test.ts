import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { catalogInventory, mailOutbox, orderEvents, orders, sandboxPayments } from '../../../server/db/index';
import type { AuthorizeResult, CardGateway } from '../../../server/providers/payments/port';
import { createSandboxGateway } from '../../../server/providers/payments/sandbox';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { cards, shopperApi, skuTaker } from '../helpers/shopper';

const take = skuTaker();

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`placing orders on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const stockOf = async (sku: string) => (await db().select().from(catalogInventory).where(eq(catalogInventory.sku, sku)))[0]?.quantity;
    const setStock = (sku: string, quantity: number) => db().update(catalogInventory).set({ quantity }).where(eq(catalogInventory.sku, sku));
    const eventsOf = async (orderNumber: string) =>
      (await db().select().from(orderEvents).where(eq(orderEvents.orderNumber, orderNumber)).orderBy(asc(orderEvents.id))).map((e) => e.toStatus);

    it('places an order: stock taken, order authorized with every move recorded, e-mail sent, cart closed', async () => {
      const line = { ...take(), qty: 2 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      const order = api.orderOf(await api.place(accessToken, cart.id));
      expect(order).toMatchObject({ status: 'authorized', siteId: 'ridgeline-en-us', email: 'maya@example.com', channel: 'ECOMM', flash: [] });
      expect(order.orderNumber).toMatch(/^RL\d{8}$/);
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ upc: line.upc, qty: 2 });
      // Colorado's 2.9 % on items and shipping, in whole cents.
      const beforeTax = cart.totals.itemTotal + cart.totals.shipping;
      expect(order.totals).toMatchObject({
        itemTotal: cart.totals.itemTotal,
        tax: Math.floor((beforeTax * 29_000 + 500_000) / 1_000_000),
        taxIncluded: false,
      });
      expect(order.totals.total).toBe(beforeTax + order.totals.tax);
      expect(order.paymentMethod[0]).toMatchObject({ code: 'CREDIT_CARD', brand: 'visa', last4: '4242', amount: order.totals.total });
      expect(order.shipments[0]?.address).toMatchObject({ city: 'Denver', postalCode: '80202', phone: '+13035550142' });
      expect(order.billingAddress).toMatchObject({ approachType: 'B', city: 'Denver' });
      expect(await stockOf(line.upc)).toBe(before - 2);
      expect(await eventsOf(order.orderNumber)).toEqual(['created', 'payment_pending', 'authorized']);
      // The e-mail goes out beside the answer.
      const mailOf = async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'maya@example.com')).orderBy(asc(mailOutbox.id)))[0];
      await expect.poll(mailOf).toBeDefined();
      const mail = await mailOf();
      expect(mail?.subject).toContain(order.orderNumber);
      expect(mail?.text).toContain('1420 Larimer St');
      // The cart is closed: it cannot be read or changed any more.
      expect(api.error(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}`))).toMatchObject({ status: 404, errorId: 'BSK404' });
    });

    it("reads an order only with its st or its holder's token", async () => {
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...take(), qty: 1 }]);
      const order = api.orderOf(await api.place(accessToken, cart.id));
      const url = `/consumers-v3/consumer/purchase/${order.orderNumber}`;
      expect(api.orderOf(await api.call(undefined, 'GET', `${url}?st=${order.st}`)).orderNumber).toBe(order.orderNumber);
      expect(api.orderOf(await api.call(accessToken, 'GET', url)).orderNumber).toBe(order.orderNumber);
      expect(api.error(await api.call(undefined, 'GET', url))).toMatchObject({ status: 404, errorId: 'OHS4004' });
      expect(api.error(await api.call(undefined, 'GET', `${url}?st=${order.st.slice(0, -2)}xx`))).toMatchObject({ status: 404, errorId: 'OHS4004' });
      const stranger = await api.guest();
      expect(api.error(await api.call(stranger.accessToken, 'GET', url))).toMatchObject({ status: 404, errorId: 'OHS4004' });
      expect(api.error(await api.call(undefined, 'GET', '/consumers-v3/consumer/purchase/RL99999999?st=x'))).toMatchObject({
        status: 404,
        errorId: 'OHS4004',
      });
    });

    it('answers the same order to the same call sent five times at once and again later, and to an Idempotency-Key', async () => {
      const line = { ...take(), qty: 1 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      // Five at once (a double click, a retry while the first is still on its way): one order, every answer it.
      const [a, ...others] = await Promise.all(Array.from({ length: 5 }, () => api.place(accessToken, cart.id)));
      const first = api.orderOf(a!);
      for (const other of others) expect(api.orderOf(other)).toMatchObject({ orderNumber: first.orderNumber, status: 'authorized' });
      expect(api.orderOf(await api.place(accessToken, cart.id)).orderNumber).toBe(first.orderNumber);
      expect(await db().select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
      expect(await stockOf(line.upc)).toBe(before - 1);
      expect(await db().select().from(sandboxPayments).where(eq(sandboxPayments.reference, first.orderNumber))).toHaveLength(1);

      const other = await api.readyCart('en-us', [{ ...take(), qty: 1 }]);
      const keyed = api.orderOf(await api.place(other.accessToken, other.cart.id, { 'idempotency-key': 'checkout-7f3a' }));
      const again = api.orderOf(await api.place(other.accessToken, other.cart.id, { 'idempotency-key': 'checkout-7f3a' }));
      expect(again.orderNumber).toBe(keyed.orderNumber);
    });

    it('sells the last 3 units to exactly 3 of 30 simultaneous checkouts, never below zero', async () => {
      const line = { ...take(), qty: 1 };
      await setStock(line.upc, 3);
      const shoppers = [];
      for (let i = 0; i < 30; i += 1) shoppers.push(await api.readyCart('en-us', [line]));
      const answers = await Promise.all(shoppers.map((s) => api.place(s.accessToken, s.cart.id)));
      const placed = answers.filter((a) => a.statusCode === 200).map((a) => api.orderOf(a));
      expect(placed).toHaveLength(3);
      expect(placed.every((o) => o.status === 'authorized')).toBe(true);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(api.error(refused)).toMatchObject({ status: 409, errorId: 'INV406' });
      expect(await stockOf(line.upc)).toBe(0);
      const rows = await db().select().from(orders);
      expect(rows.filter((o) => o.items.some((item) => item.upc === line.upc))).toHaveLength(3);
    }, 120_000);

    it('refuses a declined card with its code, puts the units back and hands the shopper a new cart with the same items', async () => {
      const line = { ...take(), qty: 2 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart } = await api.readyCart('en-us', [line], { card: cards.declines });
      const refused = api.error(await api.place(accessToken, cart.id));
      expect(refused).toMatchObject({ status: 402, errorId: 'PYT402' });
      expect(await stockOf(line.upc)).toBe(before);
      const next = api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${refused.basketId}`));
      expect(next.items.map((i) => [i.upc, i.qty])).toEqual([[line.upc, 2]]);
      expect(next.shippingAddress?.city).toBe('Denver');
      expect(next.payment_instruments).toEqual([]);
      const [row] = await db().select().from(orders).where(eq(orders.cartId, cart.id));
      expect(await eventsOf(row!.orderNumber)).toEqual(['created', 'payment_pending', 'payment_failed', 'cancelled']);
      // The same call again answers the same refusal, not a second order.
      expect(api.error(await api.place(accessToken, cart.id))).toMatchObject({ status: 402, errorId: 'PYT402', basketId: refused.basketId });

      const poor = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: cards.insufficientFunds });
      expect(api.error(await api.place(poor.accessToken, poor.cart.id))).toMatchObject({ status: 402, errorId: 'PYT406' });
      const lastYear = new Date().getUTCFullYear() - 1;
      const expired = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: null });
      const { token } = await api.tokenize(cards.approves, { month: 1, year: lastYear });
      api.cartOf(
        await api.call(expired.accessToken, 'POST', `/cart/v1/cart/${expired.cart.id}/paymentInstruments`, {
          payment_method_id: 'CREDIT_CARD',
          token,
        }),
      );
      expect(api.error(await api.place(expired.accessToken, expired.cart.id))).toMatchObject({ status: 400, errorId: 'FE309' });
    });

    it('waits on a 3-D Secure challenge, then authorizes when the shopper passes it', async () => {
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: cards.challenge });
      const pending = api.orderOf(await api.place(accessToken, cart.id));
      expect(pending.status).toBe('payment_pending');
      const action = pending.flash[0]?.action;
      expect(pending.flash[0]?.type).toBe('PAYMENT_NOT_AUTHORIZED');
      expect(action?.url).toMatch(/^\/sandbox\/gateway\/v1\/challenge\/ch_/);
      const page = await t.app.inject({ method: 'GET', url: action!.url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Approve payment');
      const answer = json<{ threeDS2Result: string }>(await t.app.inject({ method: 'POST', url: action!.url, payload: { pass: true } }));
      const patched = api.orderOf(
        await api.call(accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, {
          paymentMethod: 'CREDIT_CARD',
          threeDS2Result: answer.threeDS2Result,
        }),
      );
      expect(patched).toMatchObject({ orderNumber: pending.orderNumber, status: 'authorized', flash: [] });
      // Patching again answers the same order.
      expect(
        api.orderOf(await api.call(accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, { threeDS2Result: answer.threeDS2Result }))
          .status,
      ).toBe('authorized');
      const stranger = await api.guest();
      expect(
        api.error(
          await api.call(stranger.accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, { threeDS2Result: answer.threeDS2Result }),
        ),
      ).toMatchObject({ status: 404, errorId: 'OHS4004' });
    });

    it('fails the order when the shopper fails the challenge: PYT405 and a new cart', async () => {
      const line = { ...take(), qty: 1 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart } = await api.readyCart('en-us', [line], { card: cards.challenge });
      const pending = api.orderOf(await api.place(accessToken, cart.id));
      expect(await stockOf(line.upc)).toBe(before - 1);
      const url = pending.flash[0]!.action!.url;
      const answer = json<{ threeDS2Result: string }>(await t.app.inject({ method: 'POST', url, payload: { pass: false } }));
      const refused = api.error(
        await api.call(accessToken, 'PATCH', `/cart/v2/checkout/order/${pending.orderNumber}`, { threeDS2Result: answer.threeDS2Result }),
      );
      expect(refused).toMatchObject({ status: 402, errorId: 'PYT405' });
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${refused.basketId}`)).items).toHaveLength(1);
      expect(await stockOf(line.upc)).toBe(before);
    });

    it("says why a cart cannot be placed yet: empty, no address, no card, out of stock, another holder's", async () => {
      const { accessToken } = await api.guest();
      const empty = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      expect(api.error(await api.place(accessToken, empty.id))).toMatchObject({ status: 409, errorId: 'ORD415' });
      const line = { ...take(), qty: 1 };
      const noAddress = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: empty.id, ...line }));
      expect(api.error(await api.call(accessToken, 'POST', '/cart/v1/cart/prepareOrder', { basketId: noAddress.id }))).toMatchObject({
        status: 409,
        errorId: 'CHK380',
      });
      const noCard = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: null });
      expect(api.error(await api.place(noCard.accessToken, noCard.cart.id))).toMatchObject({ status: 409, errorId: 'PYT404' });
      const ready = await api.readyCart('en-us', [line]);
      expect(api.cartOf(await api.call(ready.accessToken, 'POST', '/cart/v1/cart/prepareOrder', { basketId: ready.cart.id })).id).toBe(ready.cart.id);
      const stranger = await api.guest();
      expect(api.error(await api.place(stranger.accessToken, ready.cart.id))).toMatchObject({ status: 403 });
      await setStock(line.upc, 0);
      const short = api.error(await api.place(ready.accessToken, ready.cart.id));
      expect(short).toMatchObject({ status: 409, errorId: 'INV406' });
      expect(short.items?.[0]).toMatchObject({ upc: line.upc });
      expect(await db().select().from(orders).where(eq(orders.cartId, ready.cart.id))).toHaveLength(0);
    });

    it('answers 400 naming the field for junk, and the channel header', async () => {
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...take(), qty: 1 }]);
      expect(
        api.error(await api.call(accessToken, 'PUT', '/cart/v2/checkout/order', { cartId: 'nope', paymentMethod: { code: 'CREDIT_CARD' } })),
      ).toMatchObject({ status: 400, field: 'body.cartId' });
      expect(
        api.error(await api.call(accessToken, 'PUT', '/cart/v2/checkout/order', { cartId: cart.id, paymentMethod: { code: 'BITCOIN' } })),
      ).toMatchObject({ status: 400, field: 'body.paymentMethod.code' });
      expect(api.error(await api.place(accessToken, cart.id, { channel: 'FAX' }))).toMatchObject({ status: 400, field: 'headers.channel' });
      expect(api.error(await api.call(accessToken, 'PATCH', '/cart/v2/checkout/order/x', { threeDS2Result: 'y' }))).toMatchObject({
        status: 400,
        field: 'params.orderNumber',
      });
      const app = api.orderOf(await api.place(accessToken, cart.id, { channel: 'MAPP' }));
      expect(app.channel).toBe('MAPP');
    });
  });

  describe.skipIf(skip)(`a gateway that does not answer in time on ${kind}`, () => {
    let t: TestApp;
    const voided: string[] = [];
    beforeAll(async () => {
      // The gateway is the outside boundary: a double that never answers, over the sandbox's vault for the rest.
      const vault: { gateway?: CardGateway } = {};
      const slow: CardGateway = {
        describe: (token) => vault.gateway!.describe(token),
        authorize: () => new Promise<AuthorizeResult>(() => undefined),
        completeChallenge: (id, result) => vault.gateway!.completeChallenge(id, result),
        lookup: (reference) => vault.gateway!.lookup(reference),
        cancel: (reference) => {
          voided.push(reference);
          return Promise.resolve();
        },
      };
      t = await startTestApp(kind, { catalogue: true, providers: { gateway: slow, paymentTimeoutMs: 200 } });
      vault.gateway = createSandboxGateway(t.database.handle.db);
    }, 120_000);
    afterAll(() => t?.close());

    it('voids the payment, cancels the order and says the payment service did not answer', async () => {
      const api = shopperApi(t.app);
      const { accessToken } = await api.guest();
      const line = { ...take(), qty: 1 };
      let cart = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      cart = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }));
      cart = api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
          address: [
            {
              firstName: 'Maya',
              lastName: 'Okafor',
              addressLine1: '1420 Larimer St',
              city: 'Denver',
              province: 'CO',
              postalCode: '80202',
              country: 'US',
              phone: '3035550142',
              email: 'maya@example.com',
            },
          ],
        }),
      );
      const vault = createSandboxGateway(t.database.handle.db);
      const { token } = await vault.tokenize({
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2040,
        cvc: '123',
        holderName: 'Maya Okafor',
      });
      api.cartOf(await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', token }));
      const refused = api.error(await api.place(accessToken, cart.id));
      expect(refused).toMatchObject({ status: 503, errorId: 'PYT300' });
      const [row] = await t.database.handle.db.select().from(orders).where(eq(orders.cartId, cart.id));
      expect(row?.status).toBe('cancelled');
      expect(voided).toEqual([row?.orderNumber]);
    });
  });
}
