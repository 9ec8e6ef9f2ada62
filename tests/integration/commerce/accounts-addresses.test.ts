import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerProfileSchema, MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../schemas';
import { consumerAddresses, consumers } from '../../../server/db/index';
import { seedDemoConsumers } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { addresses as typed } from '../helpers/shopper';

/** A signed-in consumer's saved addresses (issue 24 §2, spec 000 §4 "Addresses", §7 `/address`). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`saved addresses on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;

    const add = (token: string, address: object) =>
      t.app.inject({ method: 'POST', url: '/consumers-v3/consumer/address', headers: api().bearer(token), payload: { address } });
    const put = (token: string, id: string, address: object) =>
      t.app.inject({ method: 'PUT', url: `/consumers-v3/consumer/address/${id}`, headers: api().bearer(token), payload: { address } });
    const remove = (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/consumers-v3/consumer/address/${id}`, headers: api().bearer(token) });
    const listOf = async (token: string): Promise<SavedAddress[]> => {
      const answer = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile', headers: api().bearer(token) });
      expect(answer.statusCode, answer.body).toBe(200);
      return consumerProfileSchema.parse(json(answer)).consumerProfile.consumerDetails.addresses;
    };
    const added = async (token: string, address: object): Promise<string> => {
      const answer = await add(token, address);
      expect(answer.statusCode, answer.body).toBe(201);
      return json<{ addressId: string }>(answer).addressId;
    };
    const mainOf = async (consumerId: string) =>
      (await db().select().from(consumerAddresses).where(eq(consumerAddresses.consumerId, consumerId)))
        .filter((row) => row.isMain)
        .map((row) => `${row.approachType}:${row.id}`)
        .sort();
    const consumerIdOf = async (token: string) => {
      const answer = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile', headers: api().bearer(token) });
      return consumerProfileSchema.parse(json(answer)).consumerProfile.consumerDetails.consumerId;
    };

    it('saves an address (201 addressId), normalised by its country’s rules, and the profile lists it as main', async () => {
      const maya = await api().newConsumer();
      expect(await listOf(maya.accessToken)).toEqual([]);
      const id = await added(maya.accessToken, { ...typed.US, province: 'co', postalCode: ' 80202 ' });
      expect(id).toMatch(/^a-/);
      expect(await listOf(maya.accessToken)).toEqual([
        {
          id,
          addressId: id,
          approachType: 'S',
          main: true,
          firstName: 'Maya',
          lastName: 'Okafor',
          addressLine1: '1420 Larimer St',
          addressLine2: 'Apt 5',
          city: 'Denver',
          province: 'CO',
          postalCode: '80202',
          country: 'US',
          countryCode: 'US',
          phone: '+13035550142',
          phoneCode: '+1',
          recipientContactPhone: '+13035550142',
          email: null,
          shippingId: null,
          isValidated: false,
          subscriptions: { newsletterConsent: false },
        },
      ]);
    });

    it('drops a UK number’s leading zero and writes a GB postcode with its space', async () => {
      const oliver = await api().newConsumer();
      const id = await added(oliver.accessToken, { ...typed.GB, phone: '07700 900123', postalCode: 'sw1a1aa' });
      const [row] = await db().select().from(consumerAddresses).where(eq(consumerAddresses.id, id));
      expect(row).toMatchObject({ phone: '+447700900123', phoneCode: '+44', postalCode: 'SW1A 1AA', countryCode: 'GB' });
    });

    it('keeps one main per kind: the first of a kind is main, marking another main clears it, deleting the main promotes the oldest', async () => {
      const c = await api().newConsumer();
      const consumerId = await consumerIdOf(c.accessToken);
      const home = await added(c.accessToken, typed.US);
      const office = await added(c.accessToken, { ...typed.US, addressLine1: '1700 Lincoln St' });
      const billing = await added(c.accessToken, { ...typed.US, approachType: 'B', addressLine1: '200 Pearl St' });
      expect(await mainOf(consumerId)).toEqual([`B:${billing}`, `S:${home}`].sort());

      const made = await put(c.accessToken, office, { ...typed.US, addressLine1: '1700 Lincoln St', main: true });
      expect(made.statusCode, made.body).toBe(200);
      expect(json<{ address: SavedAddress }>(made).address).toMatchObject({ addressId: office, main: true });
      expect(await mainOf(consumerId)).toEqual([`B:${billing}`, `S:${office}`].sort());
      // The profile lists the main ones first.
      expect((await listOf(c.accessToken)).map((a) => a.addressId).slice(0, 2)).toEqual(expect.arrayContaining([office, billing]));

      // main: false does not leave the kind without one.
      const unmark = await put(c.accessToken, office, { ...typed.US, addressLine1: '1700 Lincoln St', main: false });
      expect(json<{ address: SavedAddress }>(unmark).address.main).toBe(true);

      // A new address marked main takes the flag at once.
      const cabin = await added(c.accessToken, { ...typed.US, addressLine1: '9 Aspen Way', main: true });
      expect(await mainOf(consumerId)).toEqual([`B:${billing}`, `S:${cabin}`].sort());

      expect((await remove(c.accessToken, cabin)).statusCode).toBe(204);
      expect(await mainOf(consumerId)).toEqual([`B:${billing}`, `S:${home}`].sort());
      expect((await listOf(c.accessToken)).map((a) => a.addressId)).not.toContain(cabin);

      // Moving the main billing address to shipping: shipping keeps its main, billing has none left.
      const moved = await put(c.accessToken, billing, { ...typed.US, approachType: 'S', addressLine1: '200 Pearl St' });
      expect(json<{ address: SavedAddress }>(moved).address).toMatchObject({ approachType: 'S', main: false });
      expect(await mainOf(consumerId)).toEqual([`S:${home}`]);
    });

    it('changes the fields of an address and refuses invalid ones with the field named, nothing changed', async () => {
      const c = await api().newConsumer();
      const id = await added(c.accessToken, typed.US);
      const changed = await put(c.accessToken, id, { ...typed.US, city: 'Boulder', postalCode: '80302', phone: '303.555.0199' });
      expect(changed.statusCode, changed.body).toBe(200);
      const [row] = await db().select().from(consumerAddresses).where(eq(consumerAddresses.id, id));
      expect(row).toMatchObject({ city: 'Boulder', postalCode: '80302', phone: '+13035550199', isMain: true });

      const bad = errorOf(await put(c.accessToken, id, { ...typed.US, postalCode: 'SW1A 1AA' }));
      expect(bad).toMatchObject({ status: 400, errorId: 'API400' });
      expect(bad.field).toContain('postalCode');
      expect(errorOf(await add(c.accessToken, { ...typed.US, phone: '12' }))).toMatchObject({ status: 400 });
      expect(errorOf(await add(c.accessToken, { ...typed.US, firstName: 'M' }))).toMatchObject({ status: 400 });
      expect(errorOf(await add(c.accessToken, { ...typed.US, province: '' }))).toMatchObject({ status: 400 });
      const [after] = await db().select().from(consumerAddresses).where(eq(consumerAddresses.id, id));
      expect(after?.city).toBe('Boulder');
      expect(await listOf(c.accessToken)).toHaveLength(1);
    });

    it("refuses another consumer's address as an unknown one (404 ADR404), leaving it as it was", async () => {
      const owner = await api().newConsumer();
      const other = await api().newConsumer();
      const id = await added(owner.accessToken, typed.US);
      expect(errorOf(await put(other.accessToken, id, { ...typed.US, city: 'Aurora', main: true }))).toMatchObject({
        status: 404,
        errorId: 'ADR404',
      });
      expect(errorOf(await remove(other.accessToken, id))).toMatchObject({ status: 404, errorId: 'ADR404' });
      expect(errorOf(await remove(owner.accessToken, 'a-unknown'))).toMatchObject({ status: 404, errorId: 'ADR404' });
      expect(await listOf(other.accessToken)).toEqual([]);
      const [row] = await db().select().from(consumerAddresses).where(eq(consumerAddresses.id, id));
      expect(row).toMatchObject({ city: 'Denver', isMain: true });
    });

    it('refuses a guest (403 AUT404), no token (401) and a signed-out sign-in (401 AUT401)', async () => {
      const guest = await api().post('/token/v2/auth/token', { type: 'Guest' });
      const guestToken = json<{ accessToken: string }>(guest).accessToken;
      expect(errorOf(await add(guestToken, typed.US))).toMatchObject({ status: 403, errorId: 'AUT404' });
      const none = await t.app.inject({ method: 'POST', url: '/consumers-v3/consumer/address', payload: { address: typed.US } });
      expect(none.statusCode).toBe(401);
      const c = await api().newConsumer();
      const id = await added(c.accessToken, typed.US);
      expect((await api().post('/consumers-v3/consumer/auth/signout', { refreshToken: c.refreshToken })).statusCode).toBe(204);
      expect(errorOf(await add(c.accessToken, typed.US))).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect(errorOf(await remove(c.accessToken, id))).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect(await db().select().from(consumerAddresses).where(eq(consumerAddresses.id, id))).toHaveLength(1);
    });

    it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per consumer (409 ADR409)`, async () => {
      const c = await api().newConsumer();
      for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await added(c.accessToken, { ...typed.US, addressLine1: `${i + 1} Main St` });
      expect(errorOf(await add(c.accessToken, typed.US))).toMatchObject({ status: 409, errorId: 'ADR409' });
      expect(await listOf(c.accessToken)).toHaveLength(MAX_SAVED_ADDRESSES);
    });

    it('leaves exactly one main shipping address after concurrent "make main" calls, and one after concurrent first adds', async () => {
      const c = await api().newConsumer();
      const consumerId = await consumerIdOf(c.accessToken);
      // Concurrent first addresses: only one of them becomes main.
      const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => added(c.accessToken, { ...typed.US, addressLine1: `${n} Race St` })));
      expect(await mainOf(consumerId)).toHaveLength(1);
      const answers = await Promise.all(ids.map((id, n) => put(c.accessToken, id, { ...typed.US, addressLine1: `${n + 1} Race St`, main: true })));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const main = await mainOf(consumerId);
      expect(main).toHaveLength(1);
      expect(ids.map((id) => `S:${id}`)).toContain(main[0]);
    });

    it('gives the demo consumers Maya (US) and Oliver (GB) a main shipping address each, once', async () => {
      expect(await seedDemoConsumers(db())).toHaveLength(6);
      expect(await seedDemoConsumers(db())).toEqual([]);
      const rows = await db()
        .select({
          email: consumers.email,
          city: consumerAddresses.city,
          phone: consumerAddresses.phone,
          main: consumerAddresses.isMain,
          kind: consumerAddresses.approachType,
        })
        .from(consumerAddresses)
        .innerJoin(consumers, eq(consumers.id, consumerAddresses.consumerId));
      const demo = rows.filter((row) => row.email.endsWith('.test'));
      expect(demo.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { email: 'maya@ridgeline.test', city: 'Denver', phone: '+13035550117', main: true, kind: 'S' },
        { email: 'oliver@kestrel.test', city: 'Leeds', phone: '+441134960321', main: true, kind: 'S' },
      ]);
    });

    it('answers junk bodies, ids and odd paths with a 4xx, never a 5xx', async () => {
      const c = await api().newConsumer();
      const id = await added(c.accessToken, typed.US);
      const junk: unknown[] = [
        null,
        [],
        'text',
        {},
        { address: null },
        { address: [] },
        { address: { ...typed.US, country: 'XX' } },
        { address: { ...typed.US, approachType: 'Z' } },
        { address: { ...typed.US, main: 'yes' } },
        { address: { ...typed.US, firstName: 'Ma\u0000ya' } },
        { address: { ...typed.US, city: '\ud800' } },
        { address: { ...typed.US, addressLine1: 'x'.repeat(31) } },
        { address: { ...typed.US, email: 'not-an-email' } },
        { address: { ...typed.US, subscriptions: 'yes' } },
      ];
      for (const payload of junk) {
        for (const [method, url] of [
          ['POST', '/consumers-v3/consumer/address'],
          ['PUT', `/consumers-v3/consumer/address/${id}`],
        ] as const) {
          const answer = await t.app.inject({
            method,
            url,
            headers: { ...api().bearer(c.accessToken), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(answer.statusCode, `${method} ${JSON.stringify(payload)}: ${answer.body}`).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, `${method} ${JSON.stringify(payload)}`).toBeLessThan(500);
        }
      }
      for (const path of [
        '/consumers-v3/consumer/address/',
        '/consumers-v3/consumer/address/%00',
        '/consumers-v3/consumer/address/%E0%A4%A',
        `/consumers-v3/consumer/address/${'x'.repeat(500)}`,
        '/consumers-v3/consumer/ADDRESS/x',
        '/consumers-v3/consumer/address/x/y',
        '/consumers-v3/consumer//address/x',
      ]) {
        for (const method of ['PUT', 'DELETE', 'GET', 'PATCH'] as const) {
          const answer = await t.app.inject({ method, url: path, headers: api().bearer(c.accessToken), payload: { address: typed.US } });
          expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBeLessThan(500);
        }
      }
      expect(await listOf(c.accessToken)).toHaveLength(1);
    });
  });
}
