import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, catalogInventory } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { holderOf, shopperApi, skuTaker } from '../helpers/shopper';

/** As a browser on the store's own page sends them (`app.inject`'s host is localhost:80). */
const own = { origin: 'http://localhost:80', host: 'localhost:80' };
const setCookies = (answer: { headers: Record<string, unknown> }): string[] => [answer.headers['set-cookie'] ?? []].flat().map(String);

const take = skuTaker();
const soldOut = demoCatalogue()
  .flatMap((p) => (p.brandId === 'ridgeline' ? p.skus.map((s) => ({ productId: p.masterId, upc: s.sku, quantity: s.quantity })) : []))
  .find((s) => s.quantity === 0)!;

/**
 * `POST /cart/v1/item` without `cartId`: the holder's open cart on the site of `locale` is found or made in the add's
 * own transaction, so a browser with a session adds to its cart in one request.
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`adding to the cart in one call on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const openCartsOf = (holderId: string) =>
      db()
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, holderId), eq(carts.status, 'open')));

    it('makes the cart of a session that has none with its first add: one request from the browser, count cookie set', async () => {
      const line = { ...take(), qty: 2 };
      const session = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: own });
      expect(json(session)).toEqual({ tokenType: 'Guest', basketId: null });
      const jar = setCookies(session)
        .map((c) => c.split(';', 1)[0])
        .join('; ');
      // The only request the product page's button makes.
      const added = await t.app.inject({
        method: 'POST',
        url: '/cart/v1/item',
        headers: { ...own, cookie: jar },
        payload: { locale: 'en-us', ...line },
      });
      const cart = api.cartOf(added);
      expect(cart).toMatchObject({ siteId: 'ridgeline-en-us', currency: 'USD', totalItems: 2 });
      expect(cart.items.map((i) => [i.upc, i.qty])).toEqual([[line.upc, 2]]);
      expect(setCookies(added).filter((c) => c.startsWith('tessera_cart_count='))).toEqual([expect.stringMatching(/^tessera_cart_count=en-us\.2;/)]);
      // It is the holder's one open cart on the site: the session and the spec's cart call name it.
      expect(json(await t.app.inject({ method: 'POST', url: '/fapi/session', headers: { ...own, cookie: jar } }))).toEqual({
        tokenType: 'Guest',
        basketId: cart.id,
      });
      expect(
        json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/cart/v1/cart?locale=en-us', headers: { ...own, cookie: jar } })).id,
      ).toBe(cart.id);
    });

    it('adds to the open cart the holder already has there, and to another cart on another site', async () => {
      const [first, second] = [
        { ...take(), qty: 1 },
        { ...take(), qty: 1 },
      ];
      const { accessToken } = await api.guest();
      const opened = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      const one = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...first }));
      const two = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...second }));
      const again = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...first }));
      expect([one.id, two.id, again.id]).toEqual([opened.id, opened.id, opened.id]);
      expect(again.items.map((i) => [i.upc, i.qty])).toEqual([
        [first.upc, 2],
        [second.upc, 1],
      ]);
      // Each answer names the version the cart has now.
      expect(new Set([opened.version, one.version, two.version, again.version]).size).toBe(4);
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${opened.id}`)).version).toBe(again.version);
      const canadian = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-ca', ...first }));
      expect(canadian).toMatchObject({ siteId: 'ridgeline-en-ca', currency: 'CAD', totalItems: 1 });
      expect(canadian.id).not.toBe(opened.id);
    });

    it('makes exactly one cart of eight first adds at once, every line in it', async () => {
      const line = { ...take(), qty: 1 };
      const { accessToken } = await api.guest();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...line })),
      );
      const ids = new Set(answers.map((a) => api.cartOf(a).id));
      expect(ids.size).toBe(1);
      const open = await openCartsOf(holderOf(accessToken));
      expect(open.map((c) => c.id)).toEqual([...ids]);
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${open[0]!.id}`)).items.map((i) => [i.upc, i.qty])).toEqual([
        [line.upc, 8],
      ]);
    });

    it('leaves nothing behind when the add is refused, not even the cart it made', async () => {
      const { accessToken } = await api.guest();
      expect(
        api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', productId: soldOut.productId, upc: soldOut.upc, qty: 1 })),
      ).toMatchObject({ status: 409, errorId: 'INV700' });
      const line = { ...take(), qty: 1 };
      const [stock] = await db().select().from(catalogInventory).where(eq(catalogInventory.sku, line.upc));
      expect(api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...line, qty: stock!.quantity + 1 }))).toMatchObject({
        status: 409,
        errorId: 'INV408',
      });
      expect(await openCartsOf(holderOf(accessToken))).toEqual([]);
    });

    it("keeps the spec's body as it was: a cart named by id, BSK404 once placed, 403 for another's, 400 without cart or locale", async () => {
      const line = { ...take(), qty: 1 };
      const { accessToken, cart } = await api.readyCart('en-us', [line]);
      const stranger = await api.guest();
      expect(api.error(await api.call(stranger.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }))).toMatchObject({
        status: 403,
        errorId: 'API403',
      });
      // `cartId` names the cart: a locale beside it is not read.
      expect(api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, locale: 'de-de', ...line })).id).toBe(cart.id);
      api.orderOf(await api.place(accessToken, cart.id));
      expect(api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...line }))).toMatchObject({
        status: 404,
        errorId: 'BSK404',
      });
      // Without it, a new cart on the site takes the line: the placed one is not reopened.
      const next = api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'en-us', ...line }));
      expect(next.id).not.toBe(cart.id);
      const missing = api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { ...line }));
      expect(missing).toMatchObject({
        status: 400,
        errorId: 'API400',
        field: 'body.cartId',
        message: 'body.cartId: Invalid input: expected string, received undefined',
      });
      expect(api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'english', ...line }))).toMatchObject({
        status: 400,
        field: 'body.locale',
      });
      expect(api.error(await api.call(accessToken, 'POST', '/cart/v1/item', { locale: 'xx-yy', ...line }))).toMatchObject({
        status: 400,
        field: 'body.locale',
      });
    });
  });
}
