import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, catalogInventory, orders } from '../../../server/db/index';
import { createCartService } from '../../../server/commerce/cart/index';
import { createOrderService } from '../../../server/commerce/orders/index';
import { createOutboxMailer } from '../../../server/providers/mail/outbox';
import { createSandboxGateway } from '../../../server/providers/payments/sandbox';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { shopperApi, skuTaker } from '../helpers/shopper';

const take = skuTaker();

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`placing the cart the shopper reviewed on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const stockOf = async (sku: string) => (await db().select().from(catalogInventory).where(eq(catalogInventory.sku, sku)))[0]?.quantity;
    const ordersOf = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));
    const placeAt = (token: string, cartId: string, cartVersion?: number, headers: Record<string, string> = {}) =>
      api.call(
        token,
        'PUT',
        '/cart/v2/checkout/order',
        { cartId, paymentMethod: { code: 'CREDIT_CARD' }, ...(cartVersion === undefined ? {} : { cartVersion }) },
        headers,
      );

    it('answers every change of the cart with its new version: an order placed with the answer of the last change goes through', async () => {
      const line = { ...take(), qty: 1 };
      const { accessToken } = await api.guest();
      let cart = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      const versions = [cart.version];
      cart = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }));
      versions.push(cart.version);
      const item = cart.items[0]!;
      cart = api.cartOf(
        await api.call(accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, {
          cartId: cart.id,
          itemId: item.itemId,
          productId: item.productId,
          upc: item.upc,
          qty: 2,
        }),
      );
      versions.push(cart.version);
      const read = api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}`));
      // Each answer names the version the cart has now (the one a GET reads), a new one at each change.
      expect(read.version).toBe(cart.version);
      expect(new Set(versions).size).toBe(versions.length);
      const removed = api.cartOf(await api.call(accessToken, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId: item.itemId, upc: item.upc }));
      expect(removed.version).toBe(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}`)).version);
      expect(removed.version).toBeGreaterThan(cart.version);
    });

    it('refuses a cart changed since its review with BSK409, places nothing, and places the new cart at its new total', async () => {
      const line = { ...take(), qty: 1 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart: reviewed } = await api.readyCart('en-us', [line]);
      // Another tab raises the quantity: the cart moves on to a new version and a new total.
      const item = reviewed.items[0]!;
      const changed = api.cartOf(
        await api.call(accessToken, 'PUT', `/cart/v1/cart/${reviewed.id}/item`, {
          cartId: reviewed.id,
          itemId: item.itemId,
          productId: item.productId,
          upc: item.upc,
          qty: 2,
        }),
      );
      expect(changed.totals.total).toBeGreaterThan(reviewed.totals.total);

      const refused = await placeAt(accessToken, reviewed.id, reviewed.version);
      const current = api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${reviewed.id}`));
      expect(current.version).toBeGreaterThan(reviewed.version);
      expect(api.error(refused)).toMatchObject({ status: 409, errorId: 'BSK409', basketId: reviewed.id, version: current.version });
      // Nothing placed: no order, the stock untouched, the cart open with its two units.
      expect(await ordersOf(reviewed.id)).toHaveLength(0);
      expect(await stockOf(line.upc)).toBe(before);
      expect(current).toMatchObject({ id: reviewed.id, totalItems: 2, totals: { total: changed.totals.total } });

      const order = api.orderOf(await placeAt(accessToken, current.id, current.version));
      expect(order).toMatchObject({ status: 'authorized', totals: { total: changed.totals.total, totalUnits: 2 } });
      expect(order.paymentMethod[0]?.amount).toBe(changed.totals.total);
      expect(await stockOf(line.upc)).toBe(before - 2);
    });

    it("answers a placed cart's order to a retry, whatever version it names, or none", async () => {
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...take(), qty: 1 }]);
      const key = { 'idempotency-key': `review-${cart.id}` };
      const order = api.orderOf(await placeAt(accessToken, cart.id, cart.version, key));
      // Closing the cart moved its version on: the retry still names the reviewed one, or an older one, or none.
      for (const version of [cart.version, cart.version - 1 || 1, 987_654, undefined]) {
        expect(api.orderOf(await placeAt(accessToken, cart.id, version, key)).orderNumber).toBe(order.orderNumber);
        expect(api.orderOf(await placeAt(accessToken, cart.id, version)).orderNumber).toBe(order.orderNumber);
      }
      expect(await ordersOf(cart.id)).toHaveLength(1);
    });

    it("places as before for callers that name no version (the spec's body)", async () => {
      const line = { ...take(), qty: 1 };
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      const item = cart.items[0]!;
      const changed = api.cartOf(
        await api.call(accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, {
          cartId: cart.id,
          itemId: item.itemId,
          productId: item.productId,
          upc: item.upc,
          qty: 3,
        }),
      );
      expect(api.orderOf(await placeAt(accessToken, cart.id))).toMatchObject({
        status: 'authorized',
        totals: { total: changed.totals.total, totalUnits: 3 },
      });
    });

    it('refuses a change that lands between the check and the placing: the cart closes only as it was reviewed', async () => {
      const line = { ...take(), qty: 1 };
      const before = (await stockOf(line.upc))!;
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      const [row] = await db().select().from(carts).where(eq(carts.id, cart.id));
      const holder = { holderId: row!.holderId, tokenType: 'Guest' as const };
      // The other tab's change, through the real cart service, made exactly while this call reads the cart's lines:
      // after the version was checked, before the cart is closed.
      const real = createCartService(db());
      let raised = false;
      const racing = {
        ...real,
        answer: async (cartRow: Parameters<typeof real.answer>[0]) => {
          if (!raised) {
            raised = true;
            await real.updateItem(holder, cart.id, { cartId: cart.id, itemId: cart.items[0]!.itemId, qty: 2 });
          }
          return real.answer(cartRow);
        },
      };
      const service = createOrderService(db(), racing, {
        gateway: createSandboxGateway(db()),
        mailer: createOutboxMailer(db()),
        publicUrl: 'http://localhost:3000',
      });
      await expect(service.place(holder, { cartId: cart.id, channel: 'ECOMM', cartVersion: cart.version })).rejects.toMatchObject({
        statusCode: 409,
        errorId: 'BSK409',
      });
      expect(raised).toBe(true);
      expect(await ordersOf(cart.id)).toHaveLength(0);
      expect(await stockOf(line.upc)).toBe(before);
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}`))).toMatchObject({ totalItems: 2 });
    });

    it('answers 400 naming the field for a version that is not a positive whole number', async () => {
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...take(), qty: 1 }], { card: null });
      for (const cartVersion of ['7', 1.5, 0, -3, 2 ** 40, null]) {
        const response = await api.call(accessToken, 'PUT', '/cart/v2/checkout/order', {
          cartId: cart.id,
          paymentMethod: { code: 'CREDIT_CARD' },
          cartVersion,
        });
        expect(api.error(response), String(cartVersion)).toMatchObject({ status: 400, errorId: 'API400', field: 'body.cartVersion' });
      }
    });
  });
}
