import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRefreshTokens, authTokenFamilies, carts, jobs, orders } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { expireGuests, GUEST_EXPIRY_EVERY_MS, GUEST_EXPIRY_JOB, UNUSED_GUEST_MS } from '../../../server/commerce/auth/guest-expiry';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { holderOf, shopperApi } from '../helpers/shopper';

const sku = demoCatalogue()
  .filter((p) => p.brandId === 'ridgeline')
  .flatMap((p) => p.skus.filter((s) => s.quantity >= 20).map((s) => ({ productId: p.masterId, upc: s.sku })))[0]!;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`guest tokens expire on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const familiesOf = async (holderId: string) => db().select().from(authTokenFamilies).where(eq(authTokenFamilies.holderId, holderId));
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Guest', refreshToken } });

    it('runs as a recurring job from start: one row, due again an hour after each run', async () => {
      await expect
        .poll(async () => (await db().select().from(jobs).where(eq(jobs.kind, GUEST_EXPIRY_JOB)))[0]?.runAt.getTime(), { timeout: 30_000 })
        .toBeGreaterThan(Date.now() + GUEST_EXPIRY_EVERY_MS - 5 * 60_000);
      expect(await db().select().from(jobs).where(eq(jobs.kind, GUEST_EXPIRY_JOB))).toHaveLength(1);
    });

    it("deletes guests who never came back and hold nothing, and keeps those with a cart's lines, an order or a refresh", async () => {
      const issued = new Date();
      const gone = await api.guest();
      const emptyCart = await api.guest();
      api.cartOf(await api.call(emptyCart.accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      const withLines = await api.guest();
      const cart = api.cartOf(await api.call(withLines.accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      api.cartOf(await api.call(withLines.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...sku, qty: 1 }));
      const buyer = await api.readyCart('en-us', [{ ...sku, qty: 1 }]);
      api.orderOf(await api.place(buyer.accessToken, buyer.cart.id));
      const returned = await api.guest();
      const again = json<{ refreshToken: string }>(await refresh(returned.refreshToken));

      // A day is not over yet: nobody goes.
      expect(await expireGuests(db(), new Date(issued.getTime() + UNUSED_GUEST_MS - HOUR))).toEqual({ families: 0, guests: 0 });
      expect(await expireGuests(db(), new Date(issued.getTime() + UNUSED_GUEST_MS + HOUR))).toEqual({ families: 0, guests: 2 });
      expect(await familiesOf(holderOf(gone.accessToken))).toEqual([]);
      expect(await familiesOf(holderOf(emptyCart.accessToken))).toEqual([]);
      expect(
        await db()
          .select()
          .from(carts)
          .where(eq(carts.holderId, holderOf(emptyCart.accessToken))),
      ).toEqual([]);
      for (const kept of [withLines, buyer, returned]) expect(await familiesOf(holderOf(kept.accessToken))).toHaveLength(1);
      // The one who went is a stranger now: their refresh token is refused (the storefront makes a new guest).
      expect(api.error(await refresh(gone.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect((await refresh(again.refreshToken)).statusCode).toBe(200);

      // Once every refresh token has expired (30 days after the last), the families go; carts and orders stay.
      expect(await expireGuests(db(), new Date(Date.now() + 31 * DAY))).toEqual({ families: 3, guests: 0 });
      for (const kept of [withLines, buyer, returned]) expect(await familiesOf(holderOf(kept.accessToken))).toEqual([]);
      expect(
        await db()
          .select()
          .from(orders)
          .where(eq(orders.holderId, holderOf(buyer.accessToken))),
      ).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(carts)
          .where(and(eq(carts.id, cart.id), eq(carts.status, 'open'))),
      ).toHaveLength(1);
      expect(await db().select().from(authRefreshTokens)).toEqual([]);
    });

    it('deletes a revoked family once the access tokens it issued have expired', async () => {
      const replayed = await api.guest();
      await refresh(replayed.refreshToken);
      // The used token again: a replay, which revokes the family.
      expect(api.error(await refresh(replayed.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT409' });
      const [family] = await familiesOf(holderOf(replayed.accessToken));
      expect(family?.revokedAt).toBeInstanceOf(Date);
      expect(await expireGuests(db(), new Date(family!.revokedAt!.getTime() + 14 * 60_000))).toEqual({ families: 0, guests: 0 });
      expect(await expireGuests(db(), new Date(family!.revokedAt!.getTime() + 16 * 60_000))).toEqual({ families: 1, guests: 0 });
      expect(await familiesOf(holderOf(replayed.accessToken))).toEqual([]);
    });
  });
}
