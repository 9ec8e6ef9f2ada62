import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteForLocale } from '../../../runtime/core';
import { consumerProfileSchema } from '../../../schemas';
import { mailOutbox } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, CONSUMER_PASSWORD, errorOf, nextAddress, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Sign-up rules, the profile, passwords (change, forgot, reset) and junk input (issue 24). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`consumer accounts on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { accountsClock: () => new Date('2031-06-15T12:00:00Z') });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile?includeLoyaltySummary=true', headers: api().bearer(token) });
    const putProfile = (token: string, consumerProfile: object) =>
      t.app.inject({ method: 'PUT', url: '/consumers-v3/consumer/profile', headers: api().bearer(token), payload: { consumerProfile } });

    describe('sign-up', () => {
      it('creates an account (201), e-mail lower-cased, phone normalised, and refuses the same e-mail in any case (AUT439 on email)', async () => {
        const email = unique('Maya');
        const created = await api().signUp({ email: email.toUpperCase(), firstName: 'Maya', phone: '(303) 555-0142' });
        expect(created.statusCode, created.body).toBe(201);
        expect(json(created)).toEqual({ consumerId: expect.stringMatching(/^c-/) as unknown, email: email.toLowerCase() });
        expect(errorOf(await api().signUp({ email }))).toMatchObject({ status: 409, errorId: 'AUT439', field: 'email' });
        expect(errorOf(await api().signUp({ email: unique('other'), phone: '+1 303 555 0142' }))).toMatchObject({ status: 409, errorId: 'AUT442' });
      });

      it('drops the UK trunk zero, requires a birth date on EMEA sites (PRO411) and checks the age by country (PRO410)', async () => {
        expect(errorOf(await api().signUp({ email: unique('gb') }, 'en-gb'))).toMatchObject({ status: 400, errorId: 'PRO411' });
        const young = errorOf(await api().signUp({ email: unique('de'), birthDate: '2016-01-01' }, 'de-de'));
        expect(young).toMatchObject({ status: 400, errorId: 'PRO410' });
        expect(young.message).toContain('16');
        expect(errorOf(await api().signUp({ email: unique('us'), birthDate: '2020-01-01' }))).toMatchObject({ errorId: 'PRO410' });
        const gb = await api().newConsumer({ birthDate: '1990-04-01', phone: '07700 900123' }, 'en-gb');
        const details = consumerProfileSchema.parse(json(await profile(gb.accessToken))).consumerProfile.consumerDetails;
        expect(details).toMatchObject({ phone: '+447700900123', phoneCode: '+44', country: 'GB' });
      });

      it("refuses sign-up while the brand's sign-up feature is off (AUT440)", async () => {
        // NB: the sites configuration is the build's; the test turns the flag off in memory and back.
        const flags = siteForLocale('fr-ca')!.brand.flags as { signUp: boolean };
        flags.signUp = false;
        try {
          expect(errorOf(await api().signUp({ email: unique('closed') }, 'fr-ca'))).toMatchObject({ status: 403, errorId: 'AUT440' });
        } finally {
          flags.signUp = true;
        }
        expect((await api().signUp({ email: unique('open') }, 'fr-ca')).statusCode).toBe(201);
      });

      it('refuses a failed captcha (AUT403), an unknown locale and junk', async () => {
        expect(errorOf(await api().signUp({ email: unique('bot'), recaptcha_response: 'fail-1' }))).toMatchObject({ status: 403, errorId: 'AUT403' });
        expect(errorOf(await api().signUp({ email: unique('x') }, 'xx-yy'))).toMatchObject({ status: 400, field: 'query.locale' });
        expect(errorOf(await api().signUp({ email: unique('p'), phone: 'call me' }))).toMatchObject({ status: 400, field: 'body.phone' });
        expect(errorOf(await api().signUp({ email: unique('w'), password: 'weak' }))).toMatchObject({ status: 400, field: 'body.password' });
      });
    });

    describe('profile', () => {
      it('answers the profile, partially enrolled until complete; changes only given fields', async () => {
        const me = await api().newConsumer({ firstName: 'Ana' });
        const read = consumerProfileSchema.parse(json(await profile(me.accessToken))).consumerProfile;
        expect(read).toMatchObject({ isPartiallyEnrolled: true, loyaltySummary: { points: { balance: 0 } } });
        expect(read.consumerDetails).toMatchObject({ email: me.email, firstName: 'Ana', lastName: null, consumerType: 'REGULAR' });
        const changed = await putProfile(me.accessToken, {
          consumerDetails: { lastName: 'Lima', phone: '415 555 0123', postalCode: '94105', birthDate: '1988-02-29' },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const after = consumerProfileSchema.parse(json(changed)).consumerProfile;
        expect(after.consumerDetails).toMatchObject({ firstName: 'Ana', lastName: 'Lima', phone: '+14155550123' });
        expect(after.isPartiallyEnrolled).toBe(false);
        // Nothing given: nothing changes.
        expect(consumerProfileSchema.parse(json(await putProfile(me.accessToken, { consumerDetails: {} }))).consumerProfile).toMatchObject({
          consumerDetails: after.consumerDetails,
        });
        const other = await api().newConsumer();
        expect(errorOf(await putProfile(other.accessToken, { consumerDetails: { phone: '+1 415 555 0123' } }))).toMatchObject({
          status: 409,
          errorId: 'AUT444',
        });
      });

      it("refuses a guest's token (AUT404) and answers each consumer their own profile only", async () => {
        const guest = json<{ accessToken: string }>(await api().post('/token/v2/auth/token', { type: 'Guest' }));
        expect(errorOf(await profile(guest.accessToken))).toMatchObject({ status: 403, errorId: 'AUT404' });
        expect(errorOf(await putProfile(guest.accessToken, {}))).toMatchObject({ status: 403, errorId: 'AUT404' });
        const a = await api().newConsumer();
        const b = await api().newConsumer();
        expect(
          json<{ consumerProfile: { consumerDetails: { email: string } } }>(await profile(b.accessToken)).consumerProfile.consumerDetails.email,
        ).toBe(b.email);
        await putProfile(b.accessToken, { consumerDetails: { firstName: 'Bea' } });
        expect(
          json<{ consumerProfile: { consumerDetails: { firstName: string | null } } }>(await profile(a.accessToken)).consumerProfile.consumerDetails
            .firstName,
        ).toBeNull();
        expect(errorOf(await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile' }))).toMatchObject({ status: 401 });
      });
    });

    describe('passwords', () => {
      const change = (token: string, currentPassword: string, newPassword: string) =>
        api().post('/consumers-v3/consumer/changepassword', { currentPassword, newPassword }, api().bearer(token), nextAddress());

      it('changes a password: AUT450 wrong current, AUT451 the same, AUT452 one of the earlier ones; AUT404 for a guest', async () => {
        const me = await api().newConsumer();
        expect(errorOf(await change(me.accessToken, 'Not-The-One-1', 'Brand-New-Pass-1'))).toMatchObject({ status: 400, errorId: 'AUT450' });
        expect(errorOf(await change(me.accessToken, CONSUMER_PASSWORD, CONSUMER_PASSWORD))).toMatchObject({ status: 400, errorId: 'AUT451' });
        expect((await change(me.accessToken, CONSUMER_PASSWORD, 'Brand-New-Pass-1')).statusCode).toBe(204);
        expect(errorOf(await change(me.accessToken, 'Brand-New-Pass-1', CONSUMER_PASSWORD))).toMatchObject({ status: 400, errorId: 'AUT452' });
        const guest = json<{ accessToken: string }>(await api().post('/token/v2/auth/token', { type: 'Guest' }));
        expect(errorOf(await change(guest.accessToken, CONSUMER_PASSWORD, 'Brand-New-Pass-2'))).toMatchObject({ status: 403, errorId: 'AUT404' });
        const signIn = await api().signIn(me.email, 'Brand-New-Pass-1', pkce().challenge);
        expect(signIn.statusCode).toBe(200);
      });

      it('mails a reset link (202 for any e-mail), resets once (AUT402 after), ends every sign-in', async () => {
        const me = await api().newConsumer({}, 'en-us');
        const forgot = (email: string, recaptcha_response = 'test-pass') =>
          api().post('/consumers-v3/confirmforgotpassword?locale=fr-ca', { email, recaptcha_response }, {}, nextAddress());
        expect((await forgot('nobody-at-all@example.com')).statusCode).toBe(202);
        expect(errorOf(await forgot(me.email, 'fail-x'))).toMatchObject({ status: 403, errorId: 'AUT403' });
        expect((await forgot(me.email.toUpperCase())).statusCode).toBe(202);
        // The mail leaves after the answer: wait for it, not for a time.
        const latestTo = async () =>
          (await t.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email)).orderBy(desc(mailOutbox.id)).limit(1))[0];
        await expect.poll(async () => (await latestTo())?.to, { timeout: 30_000 }).toBe(me.email);
        const mail = await latestTo();
        expect(mail?.to).toBe(me.email);
        expect(mail?.text).toContain('courriel');
        const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        expect(mail?.text).toContain(`http://localhost:3000/fr-ca/reset-password?token=${token}`);
        const reset = (newPassword: string) => api().post('/consumers-v3/consumer/resetpassword', { token, newPassword }, {}, nextAddress());
        expect((await reset('Fresh-Start-77')).statusCode).toBe(204);
        expect(errorOf(await reset('Fresh-Start-78'))).toMatchObject({ status: 400, errorId: 'AUT402' });
        expect(
          errorOf(await api().post('/consumers-v3/consumer/resetpassword', { token: 'x'.repeat(43), newPassword: 'Fresh-Start-79' })),
        ).toMatchObject({
          errorId: 'AUT402',
        });
        // Signed out everywhere: the old refresh token and access token are refused.
        expect((await api().post('/token/v2/auth/token', { type: 'Registered', refreshToken: me.refreshToken })).statusCode).toBe(401);
        expect(errorOf(await profile(me.accessToken))).toMatchObject({ status: 401 });
        expect((await api().signIn(me.email, 'Fresh-Start-77', pkce().challenge)).statusCode).toBe(200);
      });
    });

    it('never answers 5xx to junk: wrong types, huge strings, NUL characters, odd bodies', async () => {
      const huge = 'a'.repeat(100_000);
      const bodies: unknown[] = [
        null,
        [],
        'text',
        42,
        { email: 42 },
        { email: `a\u0000b@example.com`, password: CONSUMER_PASSWORD },
        { email: `${huge}@example.com`, password: huge },
        { type: 'Registered', username: '\u0000', password: 'x', codeChallenge: '\ud800'.repeat(43) },
        { type: 'Registered', authorizationCode: huge, codeVerifier: 'x'.repeat(43) },
        { type: 'Registered', authorizationCode: '\u0000', codeVerifier: 'x'.repeat(43), guestObjects: { basketId: '\u0000', orderNo: 5 } },
        { refreshToken: '\u0000'.repeat(20) },
        { token: huge, newPassword: huge },
        { consumerProfile: { consumerDetails: { phone: '\u0000', birthDate: '2020-02-30' }, preferences: { interests: huge } } },
        { currentPassword: [], newPassword: {} },
        { authorizationCode: 'abc', codeVerifier: 'x'.repeat(43), guestObjects: 'nope' },
      ];
      const paths = [
        ['POST', '/consumers-v3/auth/signup'],
        ['POST', '/consumers-v3/auth/signin'],
        ['POST', '/consumers-v3/consumer/agent/login'],
        ['POST', '/consumers-v3/consumer/auth/signout'],
        ['POST', '/consumers-v3/consumer/changepassword'],
        ['POST', '/consumers-v3/confirmforgotpassword'],
        ['POST', '/consumers-v3/consumer/resetpassword'],
        ['PUT', '/consumers-v3/consumer/profile'],
        ['POST', '/token/v2/auth/token'],
        ['POST', '/fapi/session/signin'],
      ] as const;
      for (const [method, url] of paths)
        for (const body of bodies) {
          const answer = await t.app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json', origin: 'http://localhost:80', host: 'localhost:80' },
            payload: JSON.stringify(body),
            remoteAddress: nextAddress(),
          });
          expect(answer.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        }
    });
  });
}
