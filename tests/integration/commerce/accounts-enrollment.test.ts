import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerProfileSchema, userDataAnswerSchema } from '../../../schemas';
import { consumers } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, nextAddress } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

/** The enrollment's calls (spec 000 §2, §7): lookup, retrieveUserData and create profile (issue 24). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`enrollment calls on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { accountsClock: () => new Date('2031-06-15T12:00:00Z') });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const lookup = (query: string, remoteAddress = nextAddress()) =>
      t.app.inject({ method: 'GET', url: `/consumers-v3/consumer/lookup?${query}`, remoteAddress });
    const createProfile = (token: string, consumerDetails: object, locale = 'en-us') =>
      t.app.inject({
        method: 'POST',
        url: `/consumers-v3/consumer/profile?locale=${locale}`,
        headers: api().bearer(token),
        payload: { consumerProfile: { consumerDetails } },
      });
    const userData = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/consumers-v3/consumer/retrieveUserData', headers: api().bearer(token), payload: body });
    const rowOf = async (email: string) => (await t.database.handle.db.select().from(consumers).where(eq(consumers.email, email)))[0];

    it('looks an e-mail up for a visitor, in any case, behind a captcha and a rate limit', async () => {
      const me = await api().newConsumer();
      expect(json(await lookup(`email=${encodeURIComponent(me.email.toUpperCase())}&recaptcha_response=test-pass`))).toEqual({
        email: me.email,
        accountExists: true,
      });
      expect(json(await lookup('email=nobody-here%40example.com&recaptcha_response=test-pass'))).toEqual({
        email: 'nobody-here@example.com',
        accountExists: false,
      });
      expect(errorOf(await lookup(`email=${me.email}&recaptcha_response=fail-bot`))).toMatchObject({
        status: 403,
        errorId: 'AUT403',
        field: 'query.recaptcha_response',
      });
      expect(errorOf(await lookup(`email=${me.email}`))).toMatchObject({ status: 403, errorId: 'AUT403' });
      expect(errorOf(await lookup('email=not-an-email&recaptcha_response=test-pass'))).toMatchObject({ status: 400, field: 'query.email' });
      // From one address, the eleventh lookup in a minute waits.
      const address = nextAddress();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await lookup(`email=walk-${i}%40example.com&recaptcha_response=test-pass`, address)).statusCode);
      expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(answers[10]).toBe(429);
    });

    it('completes a partially enrolled profile once (201 with the consumer id), refusing a missing field before writing', async () => {
      const me = await api().newConsumer({ firstName: 'Ana' });
      const missingBirth = errorOf(await createProfile(me.accessToken, { lastName: 'Lima', phone: '3035550177', postalCode: '80202' }));
      expect(missingBirth).toMatchObject({ status: 400, errorId: 'PRO411' });
      const missingPhone = errorOf(await createProfile(me.accessToken, { lastName: 'Lima', birthDate: '1991-02-03', postalCode: '80202' }));
      expect(missingPhone).toMatchObject({ status: 400, errorId: 'API400', field: 'body.consumerProfile.consumerDetails.phone' });
      // Nothing of the refused calls was written.
      expect(await rowOf(me.email)).toMatchObject({ lastName: null, birthDate: null, postalCode: null });
      expect(
        errorOf(await createProfile(me.accessToken, { lastName: 'Lima', phone: '3035550177', postalCode: '80202', birthDate: '2020-01-01' })),
      ).toMatchObject({
        status: 400,
        errorId: 'PRO410',
      });

      const created = await createProfile(me.accessToken, {
        lastName: 'Lima',
        phone: '(303) 555-0177',
        postalCode: '80202',
        birthDate: '1991-02-03',
      });
      expect(created.statusCode, created.body).toBe(201);
      const row = await rowOf(me.email);
      expect(json(created)).toEqual({ consumerId: row?.id });
      expect(row).toMatchObject({ firstName: 'Ana', lastName: 'Lima', phone: '+13035550177', postalCode: '80202', birthDate: '1991-02-03' });
      const profile = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile', headers: api().bearer(me.accessToken) });
      expect(consumerProfileSchema.parse(json(profile)).consumerProfile.isPartiallyEnrolled).toBe(false);
      expect(errorOf(await createProfile(me.accessToken, { lastName: 'Other' }))).toMatchObject({ status: 409, errorId: 'PRO409' });
      expect(errorOf(await createProfile(me.accessToken, { lastName: 'Other' }, 'xx-yy'))).toMatchObject({ status: 400, field: 'query.locale' });
    });

    it("answers a consumer's own details and enrollments, and the same 404 for anyone else's", async () => {
      const me = await api().newConsumer({ firstName: 'Kai' });
      const other = await api().newConsumer({ firstName: 'Lou' });
      const mine = await rowOf(me.email);
      const answer = userDataAnswerSchema.parse(json(await userData(me.accessToken, { consumerId: mine?.id, email: me.email.toUpperCase() })));
      expect(answer.consumerDetails).toMatchObject({ consumerId: mine?.id, email: me.email, firstName: 'Kai' });
      expect(answer.enrollments).toEqual([{ program: 'account', status: 'partial', enrolledAt: mine?.createdAt.toISOString() }]);

      const theirs = await rowOf(other.email);
      for (const body of [
        { consumerId: theirs?.id, email: other.email },
        { consumerId: mine?.id, email: other.email },
        { consumerId: 'c-unknown', email: me.email },
      ])
        expect(errorOf(await userData(me.accessToken, body))).toMatchObject({ status: 404, errorId: 'PRO404' });
      const guest = await api().post('/token/v2/auth/token', { type: 'Guest' });
      const guestToken = json<{ accessToken: string }>(guest).accessToken;
      expect(errorOf(await userData(guestToken, { consumerId: mine?.id, email: me.email }))).toMatchObject({ status: 403, errorId: 'AUT404' });
      const refused = errorOf(await createProfile(guestToken, { lastName: 'Xu' }));
      expect(refused, JSON.stringify(refused)).toMatchObject({ status: 403, errorId: 'AUT404' });
    });
  });
}
