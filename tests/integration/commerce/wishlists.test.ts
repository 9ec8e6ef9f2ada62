import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/core';
import { catalogInventory, cartItems, carts, favoriteItems } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { startTestApp, typedApi, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { skuTaker } from '../helpers/shopper';

/** What a refused call answered: its status and errorId. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; errorId: string | undefined }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errorId: error.errorId };
    throw error;
  }
  throw new Error('the call was not refused');
}

const ridgeline = demoCatalogue().filter((p) => p.brandId === 'ridgeline');
const kestrel = demoCatalogue().find((p) => p.brandId === 'kestrel')!;

/**
 * Favourites (spec 001 §7 Wishlists) and saved for later (spec 000 §7 Cart): a holder's lists per site, in the
 * database, each call at its spec path; another holder's list is not there for them.
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`favourites and saved for later on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof typedApi>;
    const take = skuTaker('ridgeline', 30);
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = typedApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());
    const db = () => t.database.handle.db;

    const guest = async () => {
      const { accessToken } = await api.call('POST /token/v2/auth/token', { body: { type: 'Guest' } });
      return { authorization: `Bearer ${accessToken}` };
    };

    it('keeps a guest’s favourites, newest first, once each, worded and priced for the site, paged by start and count', async () => {
      const headers = await guest();
      const [a, b, c] = ridgeline;
      expect(await api.call('GET /wishlists/v2/favorites', { query: { locale: 'en-us' }, headers })).toEqual({
        favoriteId: null,
        items: [],
        total: 0,
        start: 0,
        count: 24,
        shared: false,
      });
      for (const product of [a!, b!, c!, a!])
        await api.call('POST /wishlists/v2/favorites', { body: { id: product.masterId, locale: 'en-us' }, headers });
      const list = await api.call('GET /wishlists/v2/favorites', { query: { locale: 'en-us' }, headers });
      expect(list.total).toBe(3);
      expect(list.items.map((i) => i.id)).toEqual([c!.masterId, b!.masterId, a!.masterId]);
      const first = list.items[2]!;
      expect(first).toMatchObject({ itemType: 'product', qty: 1, name: a!.names.en, price: { currency: 'USD' }, available: true });
      expect(first.url).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${a!.masterId}\\?colour=`));
      expect(first.image.url).toMatch(/^\/images\/.+\?w=600&h=600$/);
      expect(first.price.current).toBeGreaterThan(0);
      // The French site of the brand words the same product in French, in Canadian dollars; its list is its own.
      expect((await api.call('GET /wishlists/v2/favorites', { query: { locale: 'fr-ca' }, headers })).total).toBe(0);
      const page = await api.call('GET /wishlists/v2/favorites', { query: { locale: 'en-us', start: '1', count: '1' }, headers });
      expect(page).toMatchObject({ total: 3, start: 1, count: 1 });
      expect(page.items.map((i) => i.id)).toEqual([b!.masterId]);
    });

    it('takes a product out; another holder can neither take it out nor see the list', async () => {
      const headers = await guest();
      const added = await api.call('POST /wishlists/v2/favorites', {
        body: { id: ridgeline[4]!.masterId, locale: 'en-us', qty: 1, itemType: 'product' },
        headers,
      });
      const item = added.items[0]!;
      const params = { favoriteId: added.favoriteId!, itemId: item.itemId };
      const other = await guest();
      expect(
        await refusal(api.call('DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', { params, query: { locale: 'en-us' }, headers: other })),
      ).toEqual({
        status: 404,
        errorId: 'API404',
      });
      expect((await api.call('GET /wishlists/v2/favorites', { query: { locale: 'en-us' }, headers: other })).total).toBe(0);
      const after = await api.call('DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', { params, query: { locale: 'en-us' }, headers });
      expect(after.total).toBe(0);
      expect(await db().select().from(favoriteItems).where(eq(favoriteItems.id, item.itemId))).toEqual([]);
      expect(
        await refusal(api.call('DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', { params, query: { locale: 'en-us' }, headers })),
      ).toEqual({
        status: 404,
        errorId: 'API404',
      });
    });

    it('refuses a product the site does not sell, an unknown locale, and a call without a token', async () => {
      const headers = await guest();
      expect(await refusal(api.call('POST /wishlists/v2/favorites', { body: { id: kestrel.masterId, locale: 'en-us' }, headers }))).toEqual({
        status: 400,
        errorId: 'INV407',
      });
      expect(await refusal(api.call('POST /wishlists/v2/favorites', { body: { id: 'ZZ99999999', locale: 'en-us' }, headers }))).toEqual({
        status: 400,
        errorId: 'INV407',
      });
      expect(await refusal(api.call('GET /wishlists/v2/favorites', { query: { locale: 'xx-yy' }, headers }))).toEqual({
        status: 400,
        errorId: 'API400',
      });
      expect(await refusal(api.call('GET /wishlists/v2/favorites', { query: { locale: 'en-us' } }))).toEqual({ status: 401, errorId: 'AUT401' });
    });

    it('shares a list read-only at its link, on its own site only; an unshared list is not found', async () => {
      const headers = await guest();
      const added = await api.call('POST /wishlists/v2/favorites', { body: { id: ridgeline[5]!.masterId, locale: 'en-us' }, headers });
      const params = { favoriteId: added.favoriteId! };
      expect(await refusal(api.call('GET /wishlists/v2/favorites/:favoriteId/share', { params, query: { locale: 'en-us' } }))).toEqual({
        status: 404,
        errorId: 'API404',
      });
      expect(
        await refusal(api.call('POST /wishlists/v2/favorites/:favoriteId/share', { params, query: { locale: 'en-us' }, headers: await guest() })),
      ).toEqual({
        status: 404,
        errorId: 'API404',
      });
      const shared = await api.call('POST /wishlists/v2/favorites/:favoriteId/share', { params, query: { locale: 'en-us' }, headers });
      expect(shared).toEqual({ favoriteId: added.favoriteId, shareUrl: `/en-us/favorites/${added.favoriteId}` });
      // Anyone with the link reads it, without a token.
      const read = await api.call('GET /wishlists/v2/favorites/:favoriteId/share', { params, query: { locale: 'en-us' } });
      expect(read).toMatchObject({ favoriteId: added.favoriteId, total: 1, shared: true });
      expect(await refusal(api.call('GET /wishlists/v2/favorites/:favoriteId/share', { params, query: { locale: 'en-ca' } }))).toEqual({
        status: 404,
        errorId: 'API404',
      });
    });

    it('puts a cart line aside and back; the line is in one list at a time, the cart’s total follows', async () => {
      const headers = await guest();
      const [one, two] = [take(), take()];
      let cart = await api.call('POST /cart/v1/item', { body: { locale: 'en-us', ...one, qty: 2 }, headers });
      cart = await api.call('POST /cart/v1/item', { body: { cartId: cart.id, ...two, qty: 1 }, headers });
      const line = cart.items.find((i) => i.upc === one.upc)!;
      expect(await api.call('GET /wishlists/v2/saveForLater', { query: { locale: 'en-us' }, headers })).toEqual({
        saveForLaterId: null,
        items: [],
        total: 0,
      });

      const moved = await api.call('POST /cart/v2/cart/:basketId/saveForLater', {
        params: { basketId: cart.id },
        body: { itemId: line.itemId },
        headers,
      });
      expect(moved.cart.items.map((i) => i.upc)).toEqual([two.upc]);
      expect(moved.cart.totalItems).toBe(1);
      expect(moved.saveForLater.items.map((i) => [i.upc, i.qty, i.available])).toEqual([[one.upc, 2, true]]);
      const saved = await api.call('GET /wishlists/v2/saveForLater', { query: { locale: 'en-us' }, headers });
      expect(saved).toEqual(moved.saveForLater);
      // The saved list is no cart: the cart calls do not know it.
      expect(await refusal(api.call('GET /cart/v1/cart/:basketId', { params: { basketId: saved.saveForLaterId! }, headers }))).toEqual({
        status: 404,
        errorId: 'BSK404',
      });

      const savedLine = saved.items[0]!;
      const back = await api.call('PUT /cart/v2/saveForLater', {
        body: { saveForLaterId: saved.saveForLaterId!, itemId: savedLine.itemId },
        headers,
      });
      expect(back.saveForLater).toMatchObject({ items: [], total: 0 });
      expect(back.cart.items.map((i) => [i.upc, i.qty]).sort()).toEqual(
        [
          [one.upc, 2],
          [two.upc, 1],
        ].sort(),
      );
      expect(back.cart.items.find((i) => i.upc === one.upc)?.itemId).toBe(savedLine.itemId);
      const rows = await db().select().from(cartItems).where(eq(cartItems.sku, one.upc));
      expect(rows.filter((r) => r.cartId === saved.saveForLaterId)).toEqual([]);
    });

    it('keeps a sold-out line saved with INV700 saying it could not be moved, and takes it out on request', async () => {
      const headers = await guest();
      const sku = take();
      const cart = await api.call('POST /cart/v1/item', { body: { locale: 'en-us', ...sku, qty: 1 }, headers });
      const moved = await api.call('POST /cart/v2/cart/:basketId/saveForLater', {
        params: { basketId: cart.id },
        body: { itemId: cart.items[0]!.itemId },
        headers,
      });
      const [savedLine] = moved.saveForLater.items;
      const saveForLaterId = moved.saveForLater.saveForLaterId!;
      const [stock] = await db().select().from(catalogInventory).where(eq(catalogInventory.sku, sku.upc));
      await db().update(catalogInventory).set({ quantity: 0 }).where(eq(catalogInventory.sku, sku.upc));
      try {
        expect((await api.call('GET /wishlists/v2/saveForLater', { query: { locale: 'en-us' }, headers })).items[0]?.available).toBe(false);
        const refused = api.call('PUT /cart/v2/saveForLater', { body: { saveForLaterId, itemId: savedLine!.itemId }, headers });
        await expect(refused).rejects.toMatchObject({
          status: 409,
          errorId: 'INV700',
          serverMessage: expect.stringMatching(/could not be moved to the cart/),
        });
        expect((await api.call('GET /wishlists/v2/saveForLater', { query: { locale: 'en-us' }, headers })).total).toBe(1);
      } finally {
        await db().update(catalogInventory).set({ quantity: stock!.quantity }).where(eq(catalogInventory.sku, sku.upc));
      }
      const other = await guest();
      const params = { saveForlaterId: saveForLaterId, itemId: savedLine!.itemId };
      expect(await refusal(api.call('DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId', { params, headers: other }))).toEqual({
        status: 404,
        errorId: 'API404',
      });
      expect(await refusal(api.call('PUT /cart/v2/saveForLater', { body: { saveForLaterId, itemId: savedLine!.itemId }, headers: other }))).toEqual({
        status: 404,
        errorId: 'API404',
      });
      const left = await api.call('DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId', { params, headers });
      expect(left).toEqual({ saveForLaterId, items: [], total: 0 });
      const [list] = await db().select().from(carts).where(eq(carts.id, saveForLaterId));
      expect(list?.status).toBe('saved');
    });

    it('answers junk with 400 and never a 5xx', async () => {
      const headers = await guest();
      const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
        t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
      const answers = await Promise.all([
        inject('GET', '/wishlists/v2/favorites?locale=en-us&start=-1'),
        inject('GET', '/wishlists/v2/favorites?locale=en-us&count=100000'),
        inject('GET', '/wishlists/v2/favorites?locale=en-us&count=abc'),
        inject('GET', '/wishlists/v2/favorites?locale=en%00us'),
        inject('POST', '/wishlists/v2/favorites', { id: 'RL\u0000', locale: 'en-us' }),
        inject('POST', '/wishlists/v2/favorites', { id: ridgeline[0]!.masterId, locale: 'en-us', qty: 0 }),
        inject('POST', '/wishlists/v2/favorites', { id: ridgeline[0]!.masterId, locale: 'en-us', itemType: 'bundle' }),
        inject('POST', '/wishlists/v2/favorites', ['not', 'an', 'object']),
        inject('DELETE', '/wishlists/v2/favorites/..%2f..%2fadmin/items/x?locale=en-us'),
        inject('DELETE', `/wishlists/v2/favorites/${'a'.repeat(24)}/items/${'b'.repeat(5000)}?locale=en-us`),
        inject('PUT', '/cart/v2/saveForLater', { saveForLaterId: 42, itemId: null }),
        inject('POST', `/cart/v2/cart/${'a'.repeat(24)}/saveForLater`, { itemId: 'x'.repeat(24) }),
        inject('GET', '/wishlists/v2/saveForLater'),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
    });
  });
}
