import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, CONSUMER_PASSWORD, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { shopperApi, skuTaker } from '../helpers/shopper';

type CartAnswer = { id: string; items: { upc: string; qty: number }[] };
/** As a browser on the store's own page sends them. */
const own = { origin: 'http://localhost:80', host: 'localhost:80' };

/** The guest's objects at sign-in (issue 24): only the caller's own cart merges, exactly once; an order is claimed with its st. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`guest objects merged at sign-in on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());
    const take = skuTaker();
    const accounts = () => accountsApi(t.app);
    const shopper = () => shopperApi(t.app);
    const cartOf = async (token: string, basketId: string) =>
      json<CartAnswer>(await t.app.inject({ method: 'GET', url: `/cart/v1/cart/${basketId}`, headers: accounts().bearer(token) }));
    /** A guest with a cart holding these lines. */
    async function guestCart(lines: { productId: string; upc: string; qty: number }[]) {
      const guest = await shopper().guest();
      const headers = accounts().bearer(guest.accessToken);
      let cart = json<CartAnswer>(await t.app.inject({ method: 'POST', url: '/cart/v1/cart?locale=en-us', headers }));
      for (const line of lines)
        cart = json<CartAnswer>(await t.app.inject({ method: 'POST', url: '/cart/v1/item', headers, payload: { cartId: cart.id, ...line } }));
      return { token: guest.accessToken, cart };
    }

    it("joins the guest's favourites and saved-for-later lines to the account's, once", async () => {
      const { email } = await accounts().newConsumer();
      const [kept, added] = [take(), take()];
      // The account already favours `kept`.
      const before = await accounts().session(email);
      const mine = accounts().bearer(before.accessToken);
      await t.app.inject({ method: 'POST', url: '/wishlists/v2/favorites', headers: mine, payload: { id: kept.productId, locale: 'en-us' } });
      // A guest favours both and puts a cart line aside.
      const guest = await guestCart([{ ...added, qty: 2 }]);
      const theirs = accounts().bearer(guest.token);
      for (const product of [kept, added])
        await t.app.inject({ method: 'POST', url: '/wishlists/v2/favorites', headers: theirs, payload: { id: product.productId, locale: 'en-us' } });
      const lineId = json<{ items: { itemId: string }[] }>(
        await t.app.inject({ method: 'GET', url: `/cart/v1/cart/${guest.cart.id}`, headers: theirs }),
      ).items[0]!.itemId;
      await t.app.inject({ method: 'POST', url: `/cart/v2/cart/${guest.cart.id}/saveForLater`, headers: theirs, payload: { itemId: lineId } });

      const signedIn = await accounts().session(email, { guestObjects: { basketId: guest.cart.id }, headers: theirs });
      const headers = accounts().bearer(signedIn.accessToken);
      const favourites = json<{ total: number; items: { id: string }[] }>(
        await t.app.inject({ method: 'GET', url: '/wishlists/v2/favorites?locale=en-us', headers }),
      );
      expect(favourites.items.map((i) => i.id).sort()).toEqual([kept.productId, added.productId].sort());
      const saved = json<{ items: { upc: string; qty: number }[] }>(
        await t.app.inject({ method: 'GET', url: '/wishlists/v2/saveForLater?locale=en-us', headers }),
      );
      expect(saved.items.map((i) => [i.upc, i.qty])).toEqual([[added.upc, 2]]);
      // The guest's lists are gone: signing in again with the same guest merges nothing more.
      expect(json<{ total: number }>(await t.app.inject({ method: 'GET', url: '/wishlists/v2/favorites?locale=en-us', headers: theirs })).total).toBe(
        0,
      );
      const again = await accounts().session(email, { headers: theirs });
      const twice = json<{ total: number }>(
        await t.app.inject({ method: 'GET', url: '/wishlists/v2/favorites?locale=en-us', headers: accounts().bearer(again.accessToken) }),
      );
      expect(twice.total).toBe(2);
    });

    it("gives the guest's cart to an account without one, once", async () => {
      const { email } = await accounts().newConsumer();
      const line = { ...take(), qty: 2 };
      const guest = await guestCart([line]);
      const signedIn = await accounts().session(email, { guestObjects: { basketId: guest.cart.id }, headers: accounts().bearer(guest.token) });
      expect(signedIn).toMatchObject({ merged: true, basketId: guest.cart.id });
      expect((await cartOf(signedIn.accessToken, guest.cart.id)).items).toEqual([expect.objectContaining({ upc: line.upc, qty: 2 })]);
      // A second sign-in with the same guest objects: the cart is no longer the guest's, nothing happens.
      const again = await accounts().session(email, { guestObjects: { basketId: guest.cart.id }, headers: accounts().bearer(guest.token) });
      expect(again).toMatchObject({ merged: false, basketId: guest.cart.id });
      expect((await cartOf(again.accessToken, guest.cart.id)).items).toEqual([expect.objectContaining({ upc: line.upc, qty: 2 })]);
    });

    it("adds the guest's lines into the account's open cart, closes the guest's, and never twice", async () => {
      const { email } = await accounts().newConsumer();
      const both = take();
      const guestOnly = take();
      // The account's cart: 1 of `both`.
      const first = await guestCart([{ ...both, qty: 1 }]);
      const owner = await accounts().session(email, { guestObjects: { basketId: first.cart.id }, headers: accounts().bearer(first.token) });
      const accountCart = owner.basketId!;
      // A new guest on another device: 2 of `both`, 3 of `guestOnly`.
      const second = await guestCart([
        { ...both, qty: 2 },
        { ...guestOnly, qty: 3 },
      ]);
      const merged = await accounts().session(email, { guestObjects: { basketId: second.cart.id }, headers: accounts().bearer(second.token) });
      expect(merged).toMatchObject({ merged: true, basketId: accountCart });
      const items = (await cartOf(merged.accessToken, accountCart)).items;
      expect(Object.fromEntries(items.map((i) => [i.upc, i.qty]))).toEqual({ [both.upc]: 3, [guestOnly.upc]: 3 });
      const [closed] = await t.database.handle.db.select().from(carts).where(eq(carts.id, second.cart.id));
      expect(closed?.status).toBe('merged');
      // Replayed: no quantity added.
      const replay = await accounts().session(email, { guestObjects: { basketId: second.cart.id }, headers: accounts().bearer(second.token) });
      expect(replay.merged).toBe(false);
      expect(Object.fromEntries((await cartOf(replay.accessToken, accountCart)).items.map((i) => [i.upc, i.qty]))).toEqual({
        [both.upc]: 3,
        [guestOnly.upc]: 3,
      });
    });

    it("never merges another guest's cart", async () => {
      const { email } = await accounts().newConsumer();
      const victim = await guestCart([{ ...take(), qty: 1 }]);
      const attacker = await shopper().guest();
      const signedIn = await accounts().session(email, {
        guestObjects: { basketId: victim.cart.id },
        headers: accounts().bearer(attacker.accessToken),
      });
      expect(signedIn).toMatchObject({ merged: false, basketId: null });
      // Nor without a guest token at all.
      expect((await accounts().session(email, { guestObjects: { basketId: victim.cart.id } })).merged).toBe(false);
      const [row] = await t.database.handle.db.select().from(carts).where(eq(carts.id, victim.cart.id));
      expect(row).toMatchObject({ status: 'open', holderId: expect.stringMatching(/^guest-/) as unknown });
    });

    it('merges through the browser session with the cookie guest, and signs out to a new guest', async () => {
      const { email } = await accounts().newConsumer();
      const session = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: own });
      const jar = [session.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';', 1)[0])
        .join('; ');
      const line = { ...take(), qty: 1 };
      const cart = json<CartAnswer>(await t.app.inject({ method: 'POST', url: '/cart/v1/cart?locale=en-us', headers: { ...own, cookie: jar } }));
      await t.app.inject({ method: 'POST', url: '/cart/v1/item', headers: { ...own, cookie: jar }, payload: { cartId: cart.id, ...line } });
      const { verifier, challenge } = pkce();
      const code = json<{ authorizationCode: string }>(await accounts().signIn(email, CONSUMER_PASSWORD, challenge)).authorizationCode;
      const body = { authorizationCode: code, codeVerifier: verifier, guestObjects: { basketId: cart.id } };
      // Not from the store's own pages: refused.
      expect(
        (await t.app.inject({ method: 'POST', url: '/fapi/session/signin', headers: { cookie: jar, origin: 'https://evil.example' }, payload: body }))
          .statusCode,
      ).toBe(403);
      const signedIn = await t.app.inject({ method: 'POST', url: '/fapi/session/signin', headers: { ...own, cookie: jar }, payload: body });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(json(signedIn)).toEqual({ tokenType: 'Registered', basketId: cart.id, merged: true });
      expect(signedIn.body).not.toContain('accessToken');
      const registeredJar = [signedIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';', 1)[0])
        .join('; ');
      const out = await t.app.inject({ method: 'POST', url: '/fapi/session/signout', headers: { ...own, cookie: registeredJar } });
      expect(out.statusCode, out.body).toBe(200);
      expect(json(out)).toEqual({ tokenType: 'Guest', basketId: null, merged: false });
    });

    it('claims a guest order with its st, and not without it', async () => {
      const { email } = await accounts().newConsumer();
      const { accessToken, cart } = await shopper().readyCart('en-us', [{ ...take(), qty: 1 }]);
      const order = shopper().orderOf(await shopper().place(accessToken, cart.id));
      const holder = async () => (await t.database.handle.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber)))[0]?.holderId;
      await accounts().session(email, { guestObjects: { orderNo: order.orderNumber, st: 'wrong-secret' } });
      expect(await holder()).toMatch(/^guest-/);
      const signedIn = await accounts().session(email, { guestObjects: { orderNo: order.orderNumber, st: order.st } });
      expect(await holder()).toBe(signedIn.consumerNo);
      const read = await t.app.inject({
        method: 'GET',
        url: `/consumers-v3/consumer/purchase/${order.orderNumber}`,
        headers: accounts().bearer(signedIn.accessToken),
      });
      expect(read.statusCode, read.body).toBe(200);
    });
  });
}
