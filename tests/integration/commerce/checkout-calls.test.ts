import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { addresses, cards, shopperApi } from '../helpers/shopper';

const catalogue = demoCatalogue();
const sku = (brand: string) => {
  const product = catalogue.find((p) => p.brandId === brand && p.skus.some((s) => s.quantity >= 10))!;
  return { productId: product.masterId, upc: product.skus.find((s) => s.quantity >= 10)!.sku, qty: 1 };
};

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`checkout calls on ${kind}`, () => {
    let t: TestApp;
    let api: ReturnType<typeof shopperApi>;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
      api = shopperApi(t.app);
    }, 120_000);
    afterAll(() => t?.close());

    const cartWithItem = async (locale = 'en-us', brand = 'ridgeline') => {
      const { accessToken } = await api.guest();
      const cart = api.cartOf(await api.call(accessToken, 'POST', `/cart/v1/cart?locale=${locale}`));
      return { accessToken, cart: api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, ...sku(brand) })) };
    };

    it("keeps the shipping address normalised with the guest's e-mail, and adds the state's sales tax", async () => {
      const { accessToken, cart } = await cartWithItem();
      expect(cart.totals.tax).toBe(0);
      const withAddress = api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
          address: [{ ...addresses.US, email: 'Maya@Example.com ' }],
        }),
      );
      expect(withAddress.email).toBe('Maya@Example.com');
      expect(withAddress.shippingAddress).toMatchObject({
        approachType: 'S',
        province: 'CO',
        postalCode: '80202',
        phone: '+13035550142',
        isValidated: true,
        shippingId: 'me',
      });
      const beforeTax = withAddress.totals.itemTotal + withAddress.totals.shipping;
      expect(withAddress.totals.tax).toBe(Math.floor((beforeTax * 29_000 + 500_000) / 1_000_000));
      expect(withAddress.totals.total).toBe(beforeTax + withAddress.totals.tax);
      const removed = api.cartOf(await api.call(accessToken, 'DELETE', `/cart/v2/cart/${cart.id}/shippingAddress`));
      expect(removed.shippingAddress).toBeNull();
      expect(removed.totals.tax).toBe(0);
    });

    it("checks addresses by their country's rules and names the field", async () => {
      const { accessToken, cart } = await cartWithItem();
      const post = (address: object) =>
        api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...address, email: 'maya@example.com' }] });
      expect(api.error(await post({ ...addresses.US, postalCode: 'SW1A 1AA' }))).toMatchObject({
        status: 400,
        errorId: 'API400',
        field: 'body.address.0.postalCode',
      });
      expect(api.error(await post({ ...addresses.US, phone: '' }))).toMatchObject({ status: 400, errorId: 'SHP410', field: 'body.address.0.phone' });
      expect(api.error(await post({ ...addresses.US, phone: '123' }))).toMatchObject({
        status: 400,
        field: 'body.address.0.phone',
        message: 'body.address.0.phone: A valid phone number is required',
      });
      expect(api.error(await post({ ...addresses.US, province: 'ZZ' }))).toMatchObject({ status: 400, field: 'body.address.0.province' });
      expect(api.error(await post({ ...addresses.US, firstName: 'M' }))).toMatchObject({ status: 400, field: 'body.address.0.firstName' });
      expect(api.error(await post({ ...addresses.US, addressLine1: 'x'.repeat(31) }))).toMatchObject({
        status: 400,
        field: 'body.address.0.addressLine1',
      });
      expect(api.error(await post({ ...addresses.GB }))).toMatchObject({ status: 400, errorId: 'CHK320', field: 'body.address.0.country' });
      expect(
        api.error(
          await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...addresses.US, email: 'maya@example' }] }),
        ),
      ).toMatchObject({ status: 400, errorId: 'AUT453', field: 'body.address.0.email' });
      expect(api.error(await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [] }))).toMatchObject({
        status: 400,
        field: 'body.address',
      });
      expect(api.error(await api.call(accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: 'Denver' }))).toMatchObject({
        status: 400,
        field: 'body.address',
      });
      // The validation call says the same without keeping anything.
      const check = json<{ isValid: boolean; errorDetails: { field: string }[] }>(
        await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/shippingAddress/validation`, {
          address: [{ ...addresses.US, postalCode: '8020' }],
        }),
      );
      expect(check).toMatchObject({ isValid: false, errorDetails: [{ field: 'body.address.0.postalCode' }] });
      const good = json<{ isValid: boolean; address: { postalCode: string } }>(
        await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/shippingAddress/validation`, { address: [addresses.US] }),
      );
      expect(good).toMatchObject({ isValid: true, address: { postalCode: '80202' } });
      expect(api.cartOf(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}`)).shippingAddress).toBeNull();
    });

    it('writes postal codes and phones as each country does', async () => {
      const canada = await cartWithItem('en-ca');
      const ca = api.cartOf(
        await api.call(canada.accessToken, 'POST', `/cart/v2/cart/${canada.cart.id}/shippingAddress`, {
          address: [{ ...addresses.CA, email: 'emilie@example.ca' }],
        }),
      );
      expect(ca.shippingAddress).toMatchObject({ postalCode: 'M5H 2N2', province: 'ON', phone: '+14165550199' });
      // Ontario's 13 % HST, in whole cents, on a CAD cart.
      expect(ca.totals.tax).toBe(Math.floor(((ca.totals.itemTotal + ca.totals.shipping) * 130_000 + 500_000) / 1_000_000));
      const uk = await cartWithItem('en-gb', 'kestrel');
      const gb = api.cartOf(
        await api.call(uk.accessToken, 'POST', `/cart/v2/cart/${uk.cart.id}/shippingAddress`, {
          address: [{ ...addresses.GB, email: 'oliver@example.co.uk' }],
        }),
      );
      // A UK number loses its leading zero (spec 000 §4); VAT stays within the total.
      expect(gb.shippingAddress).toMatchObject({ postalCode: 'EC1M 5RN', phone: '+442079460018' });
      expect(gb.totals).toMatchObject({ taxIncluded: true, total: gb.totals.itemTotal + gb.totals.shipping });
    });

    it('sets a billing address of its own, shipping methods and a card token; never the card number', async () => {
      const { accessToken, cart } = await cartWithItem();
      const billed = api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, {
          address: { ...addresses.US, addressLine1: '200 Main St', city: 'Boulder', postalCode: '80302' },
        }),
      );
      expect(billed.billingAddress).toMatchObject({ approachType: 'B', city: 'Boulder' });
      expect(
        api.error(await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { address: { ...addresses.US, city: '' } })),
      ).toMatchObject({ status: 400, field: 'body.address.city' });
      expect(api.cartOf(await api.call(accessToken, 'DELETE', `/cart/v1/cart/${cart.id}/billingAddress`)).billingAddress).toBeNull();

      const methods = json<{ code: string; applicableShippingMethods: { code: string; price: number; deliveryTime: string; freeOver?: number }[] }>(
        await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/me`),
      );
      expect(methods).toMatchObject({
        code: 'standard',
        applicableShippingMethods: [{ code: 'standard', price: 800, deliveryTime: '3-5', freeOver: 7500 }],
      });
      expect(
        api.cartOf(await api.call(accessToken, 'POST', '/cart/v1/shippingMethod', { cartId: cart.id, code: 'standard', shippingId: 'me' }))
          .shippingMethods[0]?.code,
      ).toBe('standard');
      expect(
        api.error(await api.call(accessToken, 'POST', '/cart/v1/shippingMethod', { cartId: cart.id, code: 'pickup', shippingId: 'me' })),
      ).toMatchObject({ status: 404, errorId: 'SHP404' });
      expect(api.error(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/elsewhere`))).toMatchObject({
        status: 404,
        errorId: 'SHP404',
      });

      expect(json(await api.call(accessToken, 'GET', `/cart/v1/cart/${cart.id}/paymentMethods`))).toMatchObject({
        paymentMethods: [{ id: 'CREDIT_CARD' }],
      });
      const { token, brand, last4 } = await api.tokenize(cards.approves);
      expect({ brand, last4 }).toEqual({ brand: 'visa', last4: '4242' });
      const paid = api.cartOf(
        await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', token }),
      );
      expect(paid.payment_instruments).toEqual([
        expect.objectContaining({
          payment_method_id: 'CREDIT_CARD',
          card: expect.objectContaining({ brand: 'visa', last4: '4242', holderName: 'Maya Okafor' }),
        }),
      ]);
      expect(JSON.stringify(paid)).not.toContain(token);
      expect(JSON.stringify(paid)).not.toContain('4242424242424242');
      expect(
        api.error(
          await api.call(accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
            payment_method_id: 'CREDIT_CARD',
            token: 'tok_00000000unknown',
          }),
        ),
      ).toMatchObject({ status: 404, errorId: 'PYT404' });
      const id = paid.payment_instruments[0]!.payment_instrument_id;
      expect(
        api.cartOf(await api.call(accessToken, 'DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: id }))
          .payment_instruments,
      ).toEqual([]);
    });

    it('tokenizes only well-formed cards', async () => {
      const tokenize = (card: object) =>
        t.app.inject({
          method: 'POST',
          url: '/sandbox/gateway/v1/tokens',
          payload: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2040, cvc: '123', holderName: 'Maya Okafor', ...card },
        });
      expect(api.error(await tokenize({ number: '4242424242424241' }))).toMatchObject({ status: 400, field: 'body.number' });
      expect(api.error(await tokenize({ expiryMonth: 13 }))).toMatchObject({ status: 400, errorId: 'FE309', field: 'body.expiryMonth' });
      expect(api.error(await tokenize({ cvc: '12' }))).toMatchObject({ status: 400, field: 'body.cvc' });
      expect(api.error(await tokenize({ holderName: ' ' }))).toMatchObject({ status: 400, field: 'body.holderName' });
      expect(api.error(await tokenize({ number: 42 }))).toMatchObject({ status: 400, field: 'body.number' });
      expect((await tokenize({ number: '5555 5555 5555 4444' })).statusCode).toBe(200);
    });

    it("refuses every checkout call on another holder's cart, and answers BSK404 for one that does not exist", async () => {
      const { cart } = await cartWithItem();
      const stranger = await api.guest();
      const calls: [string, string, object?][] = [
        ['POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { address: [{ ...addresses.US, email: 'x@example.com' }] }],
        ['DELETE', `/cart/v2/cart/${cart.id}/shippingAddress`],
        ['POST', `/cart/v1/cart/${cart.id}/shippingAddress/validation`, { address: [addresses.US] }],
        ['POST', `/cart/v1/cart/${cart.id}/billingAddress`, { address: addresses.US }],
        ['DELETE', `/cart/v1/cart/${cart.id}/billingAddress`],
        ['GET', `/cart/v1/cart/${cart.id}/shippingMethod/me`],
        ['POST', '/cart/v1/shippingMethod', { cartId: cart.id, code: 'standard', shippingId: 'me' }],
        ['GET', `/cart/v1/cart/${cart.id}/paymentMethods`],
        ['DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: 'x' }],
        ['POST', '/cart/v1/cart/prepareOrder', { basketId: cart.id }],
      ];
      for (const [method, url, body] of calls) {
        const answer = await api.call(stranger.accessToken, method as 'GET', url, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.body).not.toContain(cart.items[0]!.upc);
        expect((await api.call(undefined, method as 'GET', url, body)).statusCode, `${method} ${url} without a token`).toBe(401);
      }
      const missing = 'a'.repeat(24);
      expect(
        api.error(await api.call(stranger.accessToken, 'POST', `/cart/v1/cart/${missing}/billingAddress`, { address: addresses.US })),
      ).toMatchObject({ status: 404, errorId: 'BSK404' });
    });

    it('lets the browser use its HttpOnly cookies: a session, cart calls from its own pages only, and the cart count', async () => {
      const origin = 'http://localhost:80';
      const session = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: { origin, host: 'localhost:80' } });
      expect(session.statusCode, session.body).toBe(200);
      expect(json(session)).toEqual({ tokenType: 'Guest', basketId: null });
      const setCookies = [session.headers['set-cookie']].flat().map(String);
      expect(setCookies.find((c) => c.startsWith('tessera_at='))).toMatch(/HttpOnly; SameSite=Lax/);
      expect(setCookies.find((c) => c.startsWith('tessera_rt='))).toMatch(/Path=\/fapi\/session; .*HttpOnly; SameSite=Strict/);
      expect(session.body).not.toContain('tessera_at');
      const jar = setCookies.map((c) => c.split(';')[0]).join('; ');
      const browser = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = { origin }) =>
        t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: jar, host: 'localhost:80', ...headers } });
      const cart = api.cartOf(await browser('POST', '/cart/v1/cart?locale=en-us'));
      const added = await browser('POST', '/cart/v1/item', { cartId: cart.id, ...sku('ridgeline'), qty: 2 });
      expect(api.cartOf(added).totalItems).toBe(2);
      expect(
        [added.headers['set-cookie']]
          .flat()
          .map(String)
          .find((c) => c.startsWith('tessera_cart_count=')),
      ).toMatch(/^tessera_cart_count=en-us\.2; Path=\/;/);
      // Another site's page cannot use the shopper's cookie to change their cart; a read is fine.
      expect(
        api.error(await browser('POST', '/cart/v1/item', { cartId: cart.id, ...sku('ridgeline') }, { origin: 'https://evil.example' })),
      ).toMatchObject({ status: 403 });
      expect(api.cartOf(await browser('GET', `/cart/v1/cart/${cart.id}`, undefined, {})).totalItems).toBe(2);
      // The session call again keeps the holder and names its cart.
      expect(json(await browser('POST', '/fapi/session'))).toEqual({ tokenType: 'Guest', basketId: cart.id });
      expect((await browser('POST', '/fapi/session', undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
    });

    it('exchanges the refresh cookie once the access cookie is gone, keeping the cart', async () => {
      const headers = { origin: 'http://localhost:80', host: 'localhost:80' };
      const first = await t.app.inject({ method: 'POST', url: '/fapi/session', headers });
      const cookies = [first.headers['set-cookie']].flat().map(String);
      const at = cookies.find((c) => c.startsWith('tessera_at='))!.split(';')[0]!;
      const rt = cookies.find((c) => c.startsWith('tessera_rt='))!.split(';')[0]!;
      const cart = api.cartOf(await t.app.inject({ method: 'POST', url: '/cart/v1/cart?locale=en-gb', headers: { ...headers, cookie: at } }));
      const refreshed = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: { ...headers, cookie: rt } });
      expect(json(refreshed)).toEqual({ tokenType: 'Guest', basketId: cart.id });
      const rotated = [refreshed.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('tessera_rt='))!
        .split(';')[0];
      expect(rotated).not.toBe(rt);
      // The old refresh token again: its family is revoked, so the browser starts over as a new guest.
      const replay = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: { ...headers, cookie: rt } });
      expect(json(replay)).toEqual({ tokenType: 'Guest', basketId: null });
      const again = await t.app.inject({ method: 'POST', url: '/fapi/session', headers: { ...headers, cookie: rotated! } });
      expect(json(again)).toEqual({ tokenType: 'Guest', basketId: null });
    });
  });
}
