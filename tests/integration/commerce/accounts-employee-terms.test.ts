import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerProfileSchema, employeeTermsAnswerSchema, tokenResponseSchema } from '../../../schemas';
import { consumers, orders } from '../../../server/db/index';
import { programmesRepository } from '../../../server/commerce/accounts/programmes';
import { DEMO_CONSUMER_PASSWORD, seedDemoConsumers } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

const TERMS = '/consumers-v3/consumer/employee-terms';

/** The employee-discount terms (spec 000 §4) and the programmes' spend in the profile (spec 000 §3), issue 24. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`employee terms and spend on ${kind}`, () => {
    let t: TestApp;
    let clock = new Date('2031-06-15T12:00:00Z');
    beforeAll(async () => {
      t = await startTestApp(kind, { accountsClock: () => clock });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;
    const accept = (token?: string, payload: unknown = { accepted: true }) =>
      t.app.inject({ method: 'PUT', url: TERMS, headers: token ? api().bearer(token) : {}, payload: payload as object });
    const profileOf = async (token: string, locale?: string) =>
      consumerProfileSchema.parse(
        json(
          await t.app.inject({
            method: 'GET',
            url: `/consumers-v3/consumer/profile${locale ? `?locale=${locale}` : ''}`,
            headers: api().bearer(token),
          }),
        ),
      ).consumerProfile.consumerDetails;
    const rowOf = async (id: string) => (await db().select().from(consumers).where(eq(consumers.id, id)))[0]!;

    /** A new account made an employee, as the staff tools do, signed in again so its token says so. */
    async function newEmployee() {
      const made = await api().newConsumer();
      await db().update(consumers).set({ consumerType: 'EMPLOYEE' }).where(eq(consumers.id, made.consumerNo));
      return { ...made, ...(await api().session(made.email)) };
    }

    it('records an employee’s acceptance once; the token answer and the profile say so; accepting again keeps the time', async () => {
      const sam = await newEmployee();
      expect(sam).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
      expect(await rowOf(sam.consumerNo)).toMatchObject({ employeeTermsAccepted: false, employeeTermsAcceptedAt: null });

      const first = await accept(sam.accessToken);
      expect(first.statusCode, first.body).toBe(200);
      expect(employeeTermsAnswerSchema.parse(json(first))).toEqual({ isEmployeeDiscountTCAccepted: true, acceptedAt: clock.toISOString() });
      expect(await rowOf(sam.consumerNo)).toMatchObject({ employeeTermsAccepted: true, employeeTermsAcceptedAt: clock });
      expect((await profileOf(sam.accessToken)).isEmployeeDiscountTCAccepted).toBe(true);

      clock = new Date(clock.getTime() + 60_000);
      const again = await accept(sam.accessToken);
      expect(again.statusCode, again.body).toBe(200);
      expect(json<{ acceptedAt: string }>(again).acceptedAt).toBe('2031-06-15T12:00:00.000Z');
      const tokens = await api().session(sam.email);
      expect(tokenResponseSchema.parse(tokens)).toMatchObject({ isEmployeeDiscountTCAccepted: true });
    });

    it('refuses a regular consumer (403 EMP403), a guest (AUT404) and no token; nobody else’s row changes', async () => {
      const other = await newEmployee();
      const regular = await api().newConsumer();
      expect(errorOf(await accept(regular.accessToken))).toMatchObject({ status: 403, errorId: 'EMP403' });
      expect(await rowOf(regular.consumerNo)).toMatchObject({ employeeTermsAccepted: false, employeeTermsAcceptedAt: null });

      const guest = json<{ accessToken: string }>(await api().post('/token/v2/auth/token', { type: 'Guest' }));
      expect(errorOf(await accept(guest.accessToken))).toMatchObject({ status: 403, errorId: 'AUT404' });
      expect(errorOf(await accept())).toMatchObject({ status: 401 });

      // One employee's acceptance is theirs: another's stays as it was.
      const mine = await newEmployee();
      expect((await accept(mine.accessToken)).statusCode).toBe(200);
      expect(await rowOf(other.consumerNo)).toMatchObject({ employeeTermsAccepted: false, employeeTermsAcceptedAt: null });
    });

    it('refuses a body without accepted: true, junk and odd spellings of the path, never with a 5xx', async () => {
      const sam = await newEmployee();
      for (const payload of [{}, { accepted: false }, { accepted: 'yes' }, { accepted: 1 }, []])
        expect(errorOf(await accept(sam.accessToken, payload))).toMatchObject({ status: 400 });
      expect(await rowOf(sam.consumerNo)).toMatchObject({ employeeTermsAccepted: false });
      for (const url of [
        `${TERMS}/`,
        '/consumers-v3/consumer//employee-terms',
        '/consumers-v3/consumer/EMPLOYEE-TERMS',
        `${TERMS}%00`,
        `${TERMS}/..`,
      ]) {
        const answer = await t.app.inject({ method: 'PUT', url, headers: api().bearer(sam.accessToken), payload: { accepted: true } });
        expect(answer.statusCode, url).toBeLessThan(500);
      }
      expect((await t.app.inject({ method: 'GET', url: TERMS, headers: api().bearer(sam.accessToken) })).statusCode).toBeLessThan(500);
    });

    it('answers each programme’s limit with this year’s spend in its currency, from the placed orders', async () => {
      const sam = await newEmployee();
      const programmes = programmesRepository(db(), () => clock);
      await programmes.join(sam.consumerNo, 'employee', 150_000, 'USD');
      await programmes.join(sam.consumerNo, 'athlete', 80_000, 'USD');
      await programmes.addIdentity(sam.consumerNo, 'IPA');
      await programmes.join(sam.consumerNo, 'employee', 1, 'USD'); // joined already: left as it was
      expect(await profileOf(sam.accessToken)).toMatchObject({
        employee: { currentSpend: 0, annualCap: 150_000 },
        athlete: { currentSpend: 0, annualCredit: 80_000 },
        identity: [{ type: 'IPA' }],
      });
      expect((await profileOf(sam.accessToken)).prosumer).toBeUndefined();

      let n = 0;
      const order = (total: number, status: string, createdAt: Date, currency = 'USD') =>
        db()
          .insert(orders)
          .values({
            orderNumber: `RL${kind}${Date.now()}${n++}`,
            st: 'x'.repeat(32),
            cartId: `cart-${sam.consumerNo}-${n}`,
            holderId: sam.consumerNo,
            siteId: 'ridgeline-en-us',
            currency,
            email: sam.email,
            channel: 'web',
            status,
            items: [],
            shippingAddress: {} as never,
            billingAddress: {} as never,
            shippingMethod: { code: 'standard', price: 0, deliveryTime: '' },
            totals: { total } as never,
            payment: { brand: 'visa', last4: '4242', token: 't', amount: total },
            createdAt,
          });
      await order(12_500, 'authorized', new Date('2031-02-01T10:00:00Z'));
      await order(7_000, 'delivered', new Date('2031-06-14T10:00:00Z'));
      await order(99_000, 'cancelled', new Date('2031-03-01T10:00:00Z'));
      await order(50_000, 'captured', new Date('2030-12-31T23:59:00Z')); // last year
      await order(4_000, 'captured', new Date('2031-04-01T10:00:00Z'), 'CAD'); // another currency
      expect(await profileOf(sam.accessToken)).toMatchObject({
        employee: { currentSpend: 19_500, annualCap: 150_000 },
        athlete: { currentSpend: 19_500, annualCredit: 80_000 },
      });
      expect(await profileOf(sam.accessToken, 'en-us')).toMatchObject({ employee: { currentSpend: 19_500 } });
      // Read on a site of another currency, the programmes kept in dollars are left out, not shown in the wrong money.
      const onCanada = await profileOf(sam.accessToken, 'en-ca');
      expect([onCanada.employee, onCanada.athlete]).toEqual([undefined, undefined]);
    });

    it('seeds the demo programmes once: the employees’ caps with terms to accept, an athlete, an IPA professional', async () => {
      await seedDemoConsumers(db());
      expect(await seedDemoConsumers(db())).toEqual([]);
      const demo = async (username: string) => {
        const { verifier, challenge } = pkce();
        const code = await api().post('/consumers-v3/auth/signin', {
          type: 'Registered',
          username,
          password: DEMO_CONSUMER_PASSWORD,
          codeChallenge: challenge,
          recaptcha_response: 'test-pass',
        });
        expect(code.statusCode, code.body).toBe(200);
        const tokens = json<{ accessToken: string }>(await api().exchange(json<{ authorizationCode: string }>(code).authorizationCode, verifier));
        return profileOf(tokens.accessToken);
      };
      expect(await demo('staff@ridgeline.test')).toMatchObject({
        consumerType: 'EMPLOYEE',
        isEmployeeDiscountTCAccepted: false,
        employee: { currentSpend: 0, annualCap: 150_000 },
      });
      expect(await demo('jordan@ridgeline.test')).toMatchObject({ consumerType: 'REGULAR', athlete: { annualCredit: 200_000 } });
      expect(await demo('priya@kestrel.test')).toMatchObject({ identity: [{ type: 'IPA' }], prosumer: { annualCredit: 80_000 } });
    });
  });
}
