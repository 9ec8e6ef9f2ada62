import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_CARDS, savedCardsAnswerSchema, type SavedCard } from '../../../schemas';
import { consumerCards } from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, nextAddress } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { addresses, cards, shopperApi } from '../helpers/shopper';

/** A signed-in consumer's saved cards and paying with one (issue 24 §2, spec 000 §7 `/payment_instruments`). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`saved cards on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const shop = () => shopperApi(t.app);
    const db = () => t.database.handle.db;
    const url = '/consumers-v3/consumer/payment_instruments';

    const tokenOf = async (number: string, expiry?: { month: number; year: number }) => (await shop().tokenize(number, expiry)).token;
    // Each save from an address of its own: saving is limited to 20 an hour per address (one test makes more).
    const save = (token: string, card: object, captcha = 'test-pass') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: api().bearer(token),
        payload: { card, recaptcha_response: captcha },
        remoteAddress: nextAddress(),
      });
    const saved = async (token: string, card: object): Promise<SavedCard> => {
      const answer = await save(token, card);
      expect(answer.statusCode, answer.body).toBe(201);
      return json<{ card: SavedCard }>(answer).card;
    };
    const listOf = async (token: string, method?: string): Promise<SavedCard[]> => {
      const answer = await t.app.inject({ url: `${url}${method ? `?payment_method_id=${method}` : ''}`, headers: api().bearer(token) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return savedCardsAnswerSchema.parse(json(answer)).payment_instruments;
    };
    const patch = (token: string, id: string) =>
      t.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers: api().bearer(token), payload: { card: { main: true } } });
    const remove = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: api().bearer(token) });

    it('saves a card by its gateway token (201 card.paymentInstrumentId), the first one main, and lists it', async () => {
      const maya = await api().newConsumer();
      expect(await listOf(maya.accessToken)).toEqual([]);
      const card = await saved(maya.accessToken, { token: await tokenOf(cards.approves, { month: 11, year: 2031 }) });
      expect(card).toEqual({
        paymentInstrumentId: expect.stringMatching(/^pi-/),
        payment_instrument_id: card.paymentInstrumentId,
        payment_method_id: 'CREDIT_CARD',
        main: true,
        brand: 'visa',
        last4: '4242',
        expiryMonth: 11,
        expiryYear: 2031,
        holderName: 'Maya Okafor',
      });
      expect(await listOf(maya.accessToken)).toEqual([card]);
      expect(await listOf(maya.accessToken, 'CREDIT_CARD')).toEqual([card]);
      expect(await listOf(maya.accessToken, 'REWARD_CARD')).toEqual([]);
      expect(await listOf(maya.accessToken, 'REWARD_CODE')).toEqual([]);
      const bad = await t.app.inject({ url: `${url}?payment_method_id=PAYPAL`, headers: api().bearer(maya.accessToken) });
      expect(errorOf(bad)).toMatchObject({ status: 400, errorId: 'API400' });
    });

    it('stores the gateway token and what the gateway tells, never the card number or its security code', async () => {
      const c = await api().newConsumer();
      const token = await tokenOf(cards.challenge);
      const card = await saved(c.accessToken, { token });
      const rows = await db().select().from(consumerCards).where(eq(consumerCards.id, card.paymentInstrumentId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ gatewayToken: token, brand: 'visa', last4: '3220' });
      const text = JSON.stringify(rows);
      expect(text).not.toContain('4000000000003220');
      expect(text).not.toContain('4000 0000 0000 3220');
      // No run of 12 to 19 digits standing alone, as a card number would (a token or an id may hold digits inside).
      expect(text).not.toMatch(/(?<![\w-])\d{12,19}(?![\w-])/);
      // Nowhere in the table: every row's every column, as text.
      const all = await db().execute(sql`select row_to_json(c)::text as r from consumer_cards c`);
      const dump = JSON.stringify(all);
      expect(dump).not.toMatch(/4000000000003220|4242424242424242/);
      // The answers never show the token either.
      expect(JSON.stringify(await listOf(c.accessToken))).not.toContain(token);
    });

    it('answers "card already exists" (409 CRD409) for the same card saved again, whatever its new token', async () => {
      const c = await api().newConsumer();
      await saved(c.accessToken, { token: await tokenOf(cards.approves) });
      const again = await save(c.accessToken, { token: await tokenOf(cards.approves) });
      expect(errorOf(again)).toMatchObject({ status: 409, errorId: 'CRD409', message: 'This card is already saved in your account.' });
      expect(await listOf(c.accessToken)).toHaveLength(1);
      // Another expiry is another card.
      await saved(c.accessToken, { token: await tokenOf(cards.approves, { month: 1, year: 2032 }) });
      expect(await listOf(c.accessToken)).toHaveLength(2);
    });

    it('refuses a token the gateway does not know (400), a failed captcha (403) and a missing token (400 API400)', async () => {
      const c = await api().newConsumer();
      expect(errorOf(await save(c.accessToken, { token: 'tok_0000000000000000' }))).toMatchObject({ status: 400, errorId: 'PYT400' });
      expect(errorOf(await save(c.accessToken, { token: await tokenOf(cards.approves) }, 'fail-bot'))).toMatchObject({ status: 403 });
      expect(errorOf(await save(c.accessToken, {}))).toMatchObject({ status: 400, errorId: 'API400', field: 'body.card.token' });
      expect(await listOf(c.accessToken)).toEqual([]);
    });

    it('keeps one main card: a new main clears the other, PATCH makes one main, deleting the main promotes the oldest', async () => {
      const c = await api().newConsumer();
      const first = await saved(c.accessToken, { token: await tokenOf(cards.approves) });
      const second = await saved(c.accessToken, { token: await tokenOf(cards.declines) });
      expect(second.main).toBe(false);
      const third = await saved(c.accessToken, { token: await tokenOf(cards.challenge), main: true });
      expect((await listOf(c.accessToken)).map((card) => [card.last4, card.main])).toEqual([
        ['3220', true],
        ['4242', false],
        ['0002', false],
      ]);
      const patched = await patch(c.accessToken, second.paymentInstrumentId);
      expect(patched.statusCode, patched.body).toBe(200);
      expect(json<{ card: SavedCard }>(patched).card).toMatchObject({ paymentInstrumentId: second.paymentInstrumentId, main: true });
      expect((await listOf(c.accessToken)).filter((card) => card.main).map((card) => card.last4)).toEqual(['0002']);
      const cleared = await t.app.inject({
        method: 'PATCH',
        url: `${url}/${second.paymentInstrumentId}`,
        headers: api().bearer(c.accessToken),
        payload: { card: { main: false } },
      });
      expect(errorOf(cleared)).toMatchObject({ status: 400, errorId: 'API400' });
      expect((await remove(c.accessToken, second.paymentInstrumentId)).statusCode).toBe(204);
      expect((await listOf(c.accessToken)).map((card) => [card.paymentInstrumentId, card.main])).toEqual([
        [first.paymentInstrumentId, true],
        [third.paymentInstrumentId, false],
      ]);
      expect(errorOf(await remove(c.accessToken, second.paymentInstrumentId))).toMatchObject({ status: 404, errorId: 'CRD404' });
    });

    it(`keeps at most ${MAX_SAVED_CARDS} cards per consumer (409 CRD410)`, async () => {
      const c = await api().newConsumer();
      for (let i = 0; i < MAX_SAVED_CARDS; i++) await saved(c.accessToken, { token: await tokenOf(cards.approves, { month: i + 1, year: 2033 }) });
      expect(errorOf(await save(c.accessToken, { token: await tokenOf(cards.approves, { month: 1, year: 2034 }) }))).toMatchObject({
        status: 409,
        errorId: 'CRD410',
      });
    });

    it('refuses another consumer’s card (404 CRD404, as an unknown one) and a guest (403 AUT404)', async () => {
      const owner = await api().newConsumer();
      const other = await api().newConsumer();
      const card = await saved(owner.accessToken, { token: await tokenOf(cards.approves) });
      expect(errorOf(await patch(other.accessToken, card.paymentInstrumentId))).toMatchObject({ status: 404, errorId: 'CRD404' });
      expect(errorOf(await remove(other.accessToken, card.paymentInstrumentId))).toMatchObject({ status: 404, errorId: 'CRD404' });
      expect(await listOf(other.accessToken)).toEqual([]);
      expect(await listOf(owner.accessToken)).toHaveLength(1);
      const { accessToken: guest } = await shop().guest();
      expect(errorOf(await save(guest, { token: await tokenOf(cards.approves) }))).toMatchObject({ status: 403, errorId: 'AUT404' });
      expect(errorOf(await t.app.inject({ url, headers: api().bearer(guest) }))).toMatchObject({ status: 403, errorId: 'AUT404' });
      // Nor may anyone pay with it.
      const cart = await shop().call(other.accessToken, 'POST', '/cart/v1/cart?locale=en-us');
      const cartId = json<{ id: string }>(cart).id;
      const paid = await shop().call(other.accessToken, 'POST', `/cart/v1/cart/${cartId}/paymentInstruments`, {
        payment_method_id: 'CREDIT_CARD',
        paymentInstrumentId: card.paymentInstrumentId,
      });
      expect(errorOf(paid)).toMatchObject({ status: 404, errorId: 'CRD404' });
    });

    it('pays with a saved card: the cart takes it by paymentInstrumentId and the order is placed', async () => {
      const product = demoCatalogue().find((p) => p.brandId === 'ridgeline' && p.skus.some((s) => s.quantity >= 50));
      const sku = product?.skus.find((s) => s.quantity >= 50);
      if (!product || !sku) throw new Error('no well-stocked Ridgeline sku');
      const c = await api().newConsumer();
      const card = await saved(c.accessToken, { token: await tokenOf(cards.approves) });
      const s = shop();
      let cart = s.cartOf(await s.call(c.accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      cart = s.cartOf(await s.call(c.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: product.masterId, upc: sku.sku, qty: 1 }));
      cart = s.cartOf(
        await s.call(c.accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
          address: [{ ...addresses.US, email: 'maya@example.com' }],
        }),
      );
      cart = s.cartOf(
        await s.call(c.accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
          payment_method_id: 'CREDIT_CARD',
          paymentInstrumentId: card.paymentInstrumentId,
        }),
      );
      expect(cart.payment_instruments[0]?.card).toMatchObject({ brand: 'visa', last4: '4242' });
      // The saved token is the cart's: the answer shows the card, never the token.
      expect(JSON.stringify(cart)).not.toContain('tok_');
      const order = s.orderOf(await s.place(c.accessToken, cart.id));
      expect(order.status).toBe('authorized');
      const both = await s.call(c.accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        payment_method_id: 'CREDIT_CARD',
        paymentInstrumentId: card.paymentInstrumentId,
        token: await tokenOf(cards.approves),
      });
      expect(errorOf(both)).toMatchObject({ status: 400, errorId: 'API400' });
    });

    it('runs 3-D Secure for a saved card whose bank asks for it (no security code asked again)', async () => {
      const product = demoCatalogue().find((p) => p.brandId === 'ridgeline' && p.skus.some((s) => s.quantity >= 50));
      const sku = product?.skus.find((s) => s.quantity >= 50);
      if (!product || !sku) throw new Error('no well-stocked Ridgeline sku');
      const c = await api().newConsumer();
      const card = await saved(c.accessToken, { token: await tokenOf(cards.challenge) });
      const s = shop();
      let cart = s.cartOf(await s.call(c.accessToken, 'POST', '/cart/v1/cart?locale=en-us'));
      cart = s.cartOf(await s.call(c.accessToken, 'POST', '/cart/v1/item', { cartId: cart.id, productId: product.masterId, upc: sku.sku, qty: 1 }));
      cart = s.cartOf(
        await s.call(c.accessToken, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
          address: [{ ...addresses.US, email: 'maya@example.com' }],
        }),
      );
      cart = s.cartOf(
        await s.call(c.accessToken, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
          payment_method_id: 'CREDIT_CARD',
          paymentInstrumentId: card.paymentInstrumentId,
        }),
      );
      const order = s.orderOf(await s.place(c.accessToken, cart.id));
      expect(order.status).toBe('payment_pending');
      expect(order.flash.some((f) => f.action?.type === '3DS')).toBe(true);
    });
  });
}
