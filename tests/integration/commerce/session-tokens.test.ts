import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

/** As a browser on the store's own page sends them (`app.inject`'s host is localhost:80). */
const own = { origin: 'http://localhost:80', host: 'localhost:80' };

const setCookies = (answer: { headers: Record<string, unknown> }): string[] => [answer.headers['set-cookie'] ?? []].flat().map(String);
/** The names of the cookies an answer sets, one entry per `Set-Cookie` header. */
const namesOf = (answer: { headers: Record<string, unknown> }): string[] =>
  setCookies(answer)
    .map((line) => line.split('=', 1)[0]!)
    .sort();
const pairOf = (answer: { headers: Record<string, unknown> }, name: string): string =>
  setCookies(answer)
    .find((line) => line.startsWith(`${name}=`))!
    .split(';', 1)[0]!;

const product = demoCatalogue().find((p) => p.brandId === 'ridgeline' && p.skus.some((s) => s.quantity >= 10))!;
const line = { productId: product.masterId, upc: product.skus.find((s) => s.quantity >= 10)!.sku, qty: 1 };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the browser's session and access tokens on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    const session = (cookie?: string) => t.app.inject({ method: 'POST', url: '/fapi/session', headers: { ...own, ...(cookie ? { cookie } : {}) } });

    it('POST /fapi/session sets each of its cookies once: a new guest, a kept token, a refreshed one', async () => {
      const fresh = await session();
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(namesOf(fresh)).toEqual(['tessera_at', 'tessera_rt', 'tessera_session']);

      const kept = await session(pairOf(fresh, 'tessera_at'));
      expect(json(kept)).toEqual({ tokenType: 'Guest', basketId: null });
      expect(namesOf(kept)).toEqual(['tessera_session']);

      const refreshed = await session(pairOf(fresh, 'tessera_rt'));
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(namesOf(refreshed)).toEqual(['tessera_at', 'tessera_rt', 'tessera_session']);
      expect(pairOf(refreshed, 'tessera_rt')).not.toBe(pairOf(fresh, 'tessera_rt'));
    });

    it('a cart call from the browser sets the cart count once', async () => {
      const jar = setCookies(await session())
        .map((c) => c.split(';', 1)[0])
        .join('; ');
      const browser = (url: string, payload?: object) =>
        t.app.inject({ method: 'POST', url, headers: { ...own, cookie: jar }, ...(payload ? { payload } : {}) });
      const cart = json<{ id: string }>(await browser('/cart/v1/cart?locale=en-us'));
      const added = await browser('/cart/v1/item', { cartId: cart.id, ...line });
      expect(added.statusCode, added.body).toBe(200);
      expect(namesOf(added)).toEqual(['tessera_cart_count']);
    });

    describe("access tokens signed with the store's own key", () => {
      /** The key as the server reads it: the `access-token-key` row of server_secrets (made at start-up). */
      let key: Uint8Array;
      beforeAll(async () => {
        const [row] = await t.database.handle.db
          .select({ value: serverSecrets.value })
          .from(serverSecrets)
          .where(eq(serverSecrets.name, 'access-token-key'));
        expect(row).toBeDefined();
        key = Buffer.from(row!.value, 'base64url');
      });

      const now = () => Math.floor(Date.now() / 1000);
      const mint = (claims: { sub?: string; iat?: number; exp?: number; iss?: string }) => {
        const jwt = new SignJWT({ typ: 'Guest' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(claims.iss ?? 'tessera');
        if (claims.sub !== undefined) jwt.setSubject(claims.sub);
        if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
        if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
        return jwt.sign(key);
      };
      const createCart = async (token: string) =>
        t.app.inject({ method: 'POST', url: '/cart/v1/cart?locale=en-us', headers: { authorization: `Bearer ${token}` } });
      const expectRefused = async (token: string) => {
        const answer = await createCart(token);
        expect(answer.statusCode, answer.body).toBe(401);
        expect(json<{ errorDetails: { errorId: string }[] }>(answer).errorDetails[0]?.errorId).toBe('AUT401');
      };

      it('accepts one with every claim the store writes (the key is the real one)', async () => {
        const answer = await createCart(await mint({ sub: 'guest-claims-all', iat: now(), exp: now() + 600 }));
        expect(answer.statusCode, answer.body).toBe(200);
      });

      it("refuses one without exp: 401 AUT401, whether sent as a bearer or as the browser's cookie", async () => {
        const forever = await mint({ sub: 'guest-no-exp', iat: now() });
        await expectRefused(forever);
        // The session call does not keep it: it starts a new guest with tokens of its own.
        const answer = await session(`tessera_at=${forever}`);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(namesOf(answer)).toEqual(['tessera_at', 'tessera_rt', 'tessera_session']);
        expect(pairOf(answer, 'tessera_at')).not.toBe(`tessera_at=${forever}`);
      });

      it('refuses one without iat or sub, or older than an access token lives', async () => {
        await expectRefused(await mint({ sub: 'guest-no-iat', exp: now() + 600 }));
        await expectRefused(await mint({ iat: now(), exp: now() + 600 }));
        await expectRefused(await mint({ sub: 'guest-old', iat: now() - 3600, exp: now() + 600 }));
        await expectRefused(await mint({ sub: 'guest-other-issuer', iat: now(), exp: now() + 600, iss: 'elsewhere' }));
      });
    });
  });
}
