import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, tokenResponseSchema, type Cart, type TokenResponse } from '../../../schemas';
import { count, eq } from 'drizzle-orm';
import { cartItems } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const catalogue = demoCatalogue();
const product = (id: string) => catalogue.find((p) => p.masterId === id)!;
const boot = product('RL10062010');
const inStock = boot.skus.find((s) => s.quantity >= 10)!;
const soldOut = catalogue
  .flatMap((p) => (p.brandId === 'ridgeline' ? p.skus.map((s) => ({ ...s, masterId: p.masterId })) : []))
  .find((s) => s.quantity === 0)!;
const low = catalogue
  .flatMap((p) => (p.brandId === 'ridgeline' ? p.skus.map((s) => ({ ...s, masterId: p.masterId })) : []))
  .find((s) => s.quantity === 2)!;
const socks = catalogue.find((p) => p.brandId === 'ridgeline' && p.kind === 'hikingSocks')!;
const sockSku = socks.skus.find((s) => s.quantity >= 5)!;
const kestrelShoe = product('KS10402010');
const kestrelSku = kestrelShoe.skus.find((s) => s.quantity >= 5)!;

type Envelope = { errorDetails: { errorId: string; message: string; field?: string; maxAllowedQty?: number }[] };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`guest tokens and cart calls on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    const guest = async () =>
      tokenResponseSchema.parse(json<TokenResponse>(await t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Guest' } })));
    const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
    const cartOf = (response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return cartSchema.parse(json<Cart>(response));
    };
    const error = (response: Awaited<ReturnType<typeof call>>) => ({ status: response.statusCode, ...json<Envelope>(response).errorDetails[0] });
    const newCart = async (token: string, locale = 'en-us') => cartOf(await call(token, 'POST', `/cart/v1/cart?locale=${locale}`));

    it('issues a guest token, rotates it on refresh, and revokes the family when a used refresh token comes back', async () => {
      const first = await guest();
      expect(first).toMatchObject({ tokenType: 'Guest', expiresIn: 900, basketId: null });
      const cart = await newCart(first.accessToken);
      const second = tokenResponseSchema.parse(
        json<TokenResponse>(
          await t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Guest', refreshToken: first.refreshToken } }),
        ),
      );
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.basketId).toBe(cart.id);
      // The new access token reads the same holder's cart.
      expect(cartOf(await call(second.accessToken, 'GET', `/cart/v1/cart/${cart.id}`)).id).toBe(cart.id);
      const replay = await t.app.inject({
        method: 'POST',
        url: '/token/v2/auth/token',
        payload: { type: 'Guest', refreshToken: first.refreshToken },
      });
      expect(error(replay)).toMatchObject({ status: 401, errorId: 'AUT409' });
      // The family is gone: the token handed out last no longer refreshes either.
      const after = await t.app.inject({
        method: 'POST',
        url: '/token/v2/auth/token',
        payload: { type: 'Guest', refreshToken: second.refreshToken },
      });
      expect(error(after)).toMatchObject({ status: 401, errorId: 'AUT401' });
    });

    it('answers 401 without a valid access token', async () => {
      expect(error(await call(undefined, 'POST', '/cart/v1/cart?locale=en-us'))).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect(error(await call('not-a-token', 'POST', '/cart/v1/cart?locale=en-us'))).toMatchObject({ status: 401, errorId: 'AUT401' });
      const { accessToken } = await guest();
      const forged = `${accessToken.slice(0, -4)}AAAA`;
      expect(error(await call(forged, 'POST', '/cart/v1/cart?locale=en-us'))).toMatchObject({ status: 401 });
    });

    it('creates one cart per holder and site, adds, changes and removes items, with totals in minor units', async () => {
      const { accessToken } = await guest();
      const cart = await newCart(accessToken);
      expect(cart).toMatchObject({ currency: 'USD', totalItems: 0, items: [], totals: { itemTotal: 0, shipping: 0, total: 0 } });
      expect((await newCart(accessToken)).id).toBe(cart.id);
      const one = cartOf(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: socks.masterId, upc: sockSku.sku, qty: 1 }));
      const line = one.items[0]!;
      expect(line).toMatchObject({
        productId: socks.masterId,
        upc: sockSku.sku,
        qty: 1,
        price: { current: 2400, rowTotal: 2400, currency: 'USD' },
        available: true,
      });
      // Under the $75 free-shipping threshold: standard shipping is charged; tax comes at checkout.
      expect(one.totals).toMatchObject({ itemTotal: 2400, shipping: 800, tax: 0, taxIncluded: false, total: 3200, totalUnits: 1 });
      const again = cartOf(
        await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: socks.masterId, upc: sockSku.sku, qty: 2 }),
      );
      expect(again.items).toHaveLength(1);
      expect(again.items[0]?.qty).toBe(3);
      expect(again.totals).toMatchObject({ itemTotal: 7200, shipping: 800, total: 8000 });
      const more = cartOf(await call(accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, { cartId: cart.id, itemId: line.itemId, qty: 4 }));
      expect(more.totals).toMatchObject({ itemTotal: 9600, shipping: 0, total: 9600 });
      const empty = cartOf(await call(accessToken, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId: line.itemId }));
      expect(empty.items).toEqual([]);
      // What the database holds agrees.
      const [held] = await t.database.handle.db.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cart.id));
      expect(held?.n).toBe(0);
    });

    it('answers each of many changes at once with the cart as that change left it: one after another, a version each', async () => {
      const { accessToken } = await guest();
      const cart = await newCart(accessToken);
      const added = cartOf(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: inStock.sku, qty: 1 }));
      const { itemId } = added.items[0]!;
      const quantities = [2, 3, 4, 5, 6, 7];
      const answers = await Promise.all(
        quantities.map(async (qty) => cartOf(await call(accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, { cartId: cart.id, itemId, qty }))),
      );
      // Each answer was read in its change's own transaction: it shows its own quantity, never another's.
      expect(answers.map((answer) => answer.items[0]?.qty)).toEqual(quantities);
      expect(new Set(answers.map((answer) => answer.version)).size).toBe(quantities.length);
      const removed = await Promise.all([1, 2].map(() => call(accessToken, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId })));
      // The second delete waited for the first: it finds no line (404), and the cart is empty.
      expect(removed.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const [held] = await t.database.handle.db.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cart.id));
      expect(held?.n).toBe(0);
    });

    it('refuses sold-out sizes, quantities above the stock, and skus the site does not sell', async () => {
      const { accessToken } = await guest();
      const cart = await newCart(accessToken);
      expect(
        error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: soldOut.masterId, upc: soldOut.sku, qty: 1 })),
      ).toMatchObject({ status: 409, errorId: 'INV700' });
      expect(
        error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: low.masterId, upc: low.sku, qty: 3 })),
      ).toMatchObject({ status: 409, errorId: 'INV408', maxAllowedQty: 2 });
      const added = cartOf(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: low.masterId, upc: low.sku, qty: 2 }));
      expect(added.items[0]?.maxQty).toBe(2);
      expect(
        error(await call(accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, { cartId: cart.id, itemId: added.items[0]!.itemId, qty: 5 })),
      ).toMatchObject({ status: 409, errorId: 'INV408', maxAllowedQty: 2 });
      expect(
        error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: sockSku.sku, qty: 1 })),
      ).toMatchObject({ status: 400, errorId: 'INV405' });
      expect(
        error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: kestrelShoe.masterId, upc: kestrelSku.sku, qty: 1 })),
      ).toMatchObject({ status: 400, errorId: 'INV405' });
    });

    it('prices a European cart with VAT included and no free shipping', async () => {
      const { accessToken } = await guest();
      const cart = await newCart(accessToken, 'de-de');
      const filled = cartOf(
        await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: kestrelShoe.masterId, upc: kestrelSku.sku, qty: 1 }),
      );
      const price = kestrelShoe.colours.find((c) => c.code === kestrelSku.colourCode)!.prices.EUR.current;
      expect(filled.totals).toMatchObject({
        currency: 'EUR',
        itemTotal: price,
        shipping: 595,
        taxIncluded: true,
        total: price + 595,
        tax: Math.round(price + 595 - (price + 595) / 1.19),
      });
      expect(filled.items[0]?.size).toMatch(/^UK [\d.]+ \(EU [\d.]+\)$/);
    });

    it('keeps a cart to its holder: 403 for another token, BSK404 for an unknown basket', async () => {
      const owner = await guest();
      const other = await guest();
      const cart = await newCart(owner.accessToken);
      const added = cartOf(
        await call(owner.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: inStock.sku, qty: 1 }),
      );
      const itemId = added.items[0]!.itemId;
      for (const response of [
        await call(other.accessToken, 'GET', `/cart/v1/cart/${cart.id}`),
        await call(other.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: inStock.sku, qty: 1 }),
        await call(other.accessToken, 'PUT', `/cart/v1/cart/${cart.id}/item`, { cartId: cart.id, itemId, qty: 2 }),
        await call(other.accessToken, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId }),
      ]) {
        expect(error(response)).toMatchObject({ status: 403, errorId: 'API403' });
        expect(response.body).not.toContain(inStock.sku);
      }
      expect(cartOf(await call(owner.accessToken, 'GET', `/cart/v1/cart/${cart.id}`)).items[0]?.qty).toBe(1);
      expect(error(await call(owner.accessToken, 'GET', '/cart/v1/cart/000000000000000000000000'))).toMatchObject({ status: 404, errorId: 'BSK404' });
    });

    it('answers junk with 400 naming the field', async () => {
      const { accessToken } = await guest();
      const cart = await newCart(accessToken);
      expect(
        error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: inStock.sku, qty: 0 })),
      ).toMatchObject({ status: 400, errorId: 'API400', field: 'body.qty' });
      expect(error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: boot.masterId, upc: '12', qty: 1 }))).toMatchObject(
        { status: 400, field: 'body.upc' },
      );
      expect(error(await call(accessToken, 'POST', '/cart/v1/item', { cartId: 'x', productId: boot.masterId, upc: inStock.sku }))).toMatchObject({
        status: 400,
        field: 'body.cartId',
      });
      expect(error(await call(accessToken, 'POST', '/cart/v1/cart?locale=xx-yy'))).toMatchObject({ status: 400, field: 'query.locale' });
      expect(error(await t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Nobody' } }))).toMatchObject({
        status: 400,
        field: 'body.type',
      });
    });
  });
}
