import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerProfileSchema, subscriptionsAnswerSchema } from '../../../schemas';
import { CONFIRM_LINK_MS, SUBSCRIPTION_LINKS_EXPIRY_JOB } from '../../../server/commerce/subscriptions/index';
import { subscriptionsRepository } from '../../../server/commerce/subscriptions/repository';
import { jobs, mailOutbox, subscriptionConfirmTokens, subscriptions } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, nextAddress } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

/** Newsletter and SMS subscriptions, double opt-in by mail, notification preferences (issue 24 §2 "Subscriptions"). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`subscriptions on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;
    const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

    const subscribe = (body: object, locale = 'en-us') =>
      api().post(`/consumers-v3/subscription?locale=${locale}`, { recaptcha_response: 'test-pass', ...body }, {}, nextAddress());
    const confirm = (token: string) => api().post('/consumers-v3/subscription/confirm', { token }, {}, nextAddress());
    const stateOf = async (token: string) => {
      const answer = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/subscription', headers: api().bearer(token) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      return subscriptionsAnswerSchema.parse(json(answer));
    };
    const put = (token: string, payload: object, path = 'subscription') =>
      t.app.inject({ method: 'PUT', url: `/consumers-v3/consumer/${path}?locale=en-us`, headers: api().bearer(token), payload });
    const linkOf = async (to: string): Promise<string> => {
      const mailed = async () =>
        (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0]?.text ?? '';
      await expect.poll(mailed, { timeout: 30_000 }).toContain('newsletter/confirm?token=');
      return /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(await mailed())?.[1] ?? '';
    };
    const rowsOf = (recipient: string) => db().select().from(subscriptions).where(eq(subscriptions.recipient, recipient));

    it('lets a visitor subscribe to the newsletter: opted in, confirmed once the mailed link is followed, once only', async () => {
      const email = unique('visitor');
      const answer = await subscribe({ channel: 'email', email: `  ${email.toUpperCase()} `, policy: true });
      expect(answer.statusCode, answer.body).toBe(202);
      expect(json(answer)).toEqual({ channel: 'email', type: 'Newsletter', recipient: email, confirmationMailed: true });
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ optin: true, doubleOptin: false, consumerId: null, siteId: 'ridgeline-en-us', country: 'US' });
      const token = await linkOf(email);
      const confirmed = await confirm(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(json(confirmed)).toMatchObject({ subscription: { channel: 'email', optin: true, doubleOptin: true, recipient: email } });
      expect(errorOf(await confirm(token))).toMatchObject({ status: 410, errorId: 'SUB410', field: 'body.token' });
      // Subscribing again once confirmed sends no new mail.
      expect(json(await subscribe({ channel: 'email', email, policy: true }))).toMatchObject({ confirmationMailed: false });
    });

    it('puts an unsubscribe link in the newsletter mail: one POST opts out, the date kept; a forged link is refused', async () => {
      const email = unique('leaver');
      await subscribe({ channel: 'email', email, policy: true });
      await confirm(await linkOf(email));
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
      const token = decodeURIComponent(/newsletter\/unsubscribe\?token=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      expect(mail?.html).toContain(`newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      const unsubscribe = (value: string) => api().post('/consumers-v3/subscription/unsubscribe', { token: value }, {}, nextAddress());
      const [id, mac] = token.split('.');
      const forged = `${id}.${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
      expect(errorOf(await unsubscribe(forged))).toMatchObject({ status: 404, errorId: 'SUB404', field: 'body.token' });
      expect((await rowsOf(email))[0]).toMatchObject({ optin: true, doubleOptin: true, optoutAt: null });
      const done = await unsubscribe(token);
      expect(done.statusCode, done.body).toBe(200);
      expect(json(done)).toMatchObject({ subscription: { channel: 'email', optin: false, doubleOptin: false, recipient: email } });
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ optin: false, doubleOptin: false });
      expect(row?.optoutAt).toBeInstanceOf(Date);
      // Pressed again: the same answer, the first date kept.
      const again = await unsubscribe(token);
      expect(again.statusCode).toBe(200);
      expect((await rowsOf(email))[0]?.optoutAt?.getTime()).toBe(row?.optoutAt?.getTime());
      // Another subscription's id under this MAC opts nothing out.
      const other = unique('stayer');
      await subscribe({ channel: 'email', email: other, policy: true });
      const [otherRow] = await rowsOf(other);
      expect(errorOf(await unsubscribe(`${otherRow?.id}.${mac}`))).toMatchObject({ status: 404, errorId: 'SUB404' });
      expect((await rowsOf(other))[0]?.optin).toBe(true);
      expect(errorOf(await unsubscribe('short'))).toMatchObject({ status: 400, errorId: 'API400' });
    });

    it('refuses a link once expired, and the hourly job deletes it', async () => {
      await expect
        .poll(async () => (await db().select().from(jobs).where(eq(jobs.kind, SUBSCRIPTION_LINKS_EXPIRY_JOB))).length, { timeout: 30_000 })
        .toBe(1);
      const email = unique('late');
      await subscribe({ channel: 'email', email, policy: true });
      const token = await linkOf(email);
      const expire = (at: Date) => subscriptionsRepository(db()).expireTokens(at);
      expect(await expire(new Date())).toBe(0);
      expect(await expire(new Date(Date.now() + CONFIRM_LINK_MS + 1000))).toBeGreaterThanOrEqual(1);
      expect(await db().select().from(subscriptionConfirmTokens)).toHaveLength(0);
      expect(errorOf(await confirm(token))).toMatchObject({ status: 410, errorId: 'SUB410' });
      expect((await rowsOf(email))[0]).toMatchObject({ optin: true, doubleOptin: false });
    });

    it('refuses a visitor’s junk at its fields, and a failed captcha', async () => {
      expect(errorOf(await subscribe({ channel: 'email', email: 'not-an-email', policy: true }))).toMatchObject({ status: 400, errorId: 'API400' });
      const noPolicy = errorOf(await subscribe({ channel: 'email', email: unique('x'), policy: false }));
      expect(noPolicy).toMatchObject({ status: 400, errorId: 'API400', field: 'body.policy' });
      expect(noPolicy.message).toContain('form.requiredCheckbox');
      expect(errorOf(await subscribe({ channel: 'sms', phone: '3035550199' }))).toMatchObject({ status: 400, field: 'body.smsTermsAccepted' });
      expect(errorOf(await subscribe({ channel: 'sms', phone: '12', smsTermsAccepted: true }))).toMatchObject({ status: 400, field: 'body.phone' });
      expect(errorOf(await subscribe({ channel: 'email', email: unique('bot'), policy: true, recaptcha_response: 'fail-1' }))).toMatchObject({
        status: 403,
        errorId: 'AUT403',
      });
    });

    it('lets a visitor subscribe to SMS with the terms accepted (the phone in international form, no mail)', async () => {
      const answer = await subscribe({ channel: 'sms', phone: '(303) 555-0177', smsTermsAccepted: true });
      expect(answer.statusCode, answer.body).toBe(202);
      expect(json(answer)).toEqual({ channel: 'sms', type: 'Newsletter', recipient: '+13035550177', confirmationMailed: false });
      expect((await rowsOf('+13035550177'))[0]).toMatchObject({ optin: true, consumerId: null });
    });

    it('lets a signed-in consumer opt in and out (kept with its date); the profile lists the real rows', async () => {
      const me = await api().newConsumer();
      expect((await stateOf(me.accessToken)).subscriptions).toEqual([]);
      const inNews = await put(me.accessToken, { channel: 'email', type: 'Newsletter', optin: true });
      expect(inNews.statusCode, inNews.body).toBe(200);
      expect(json(inNews)).toMatchObject({
        subscriptions: [{ channel: 'email', type: 'Newsletter', optin: true, doubleOptin: false, recipient: me.email }],
      });
      await confirm(await linkOf(me.email));
      const sms = await put(me.accessToken, { channel: 'sms', optin: true, phone: '3035550123', smsTermsAccepted: true });
      expect(sms.statusCode, sms.body).toBe(200);
      const out = await put(me.accessToken, { channel: 'email', type: 'Newsletter', optin: false });
      const email = subscriptionsAnswerSchema.parse(json(out)).subscriptions.find((s) => s.channel === 'email');
      expect(email).toMatchObject({ optin: false, doubleOptin: false });
      expect(email?.optoutDate).toMatch(/^\d{4}-/);
      expect(email?.optinDate).toBeUndefined();
      const profile = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile', headers: api().bearer(me.accessToken) });
      const listed = consumerProfileSchema.parse(json(profile)).consumerProfile.subscriptions;
      expect(listed.map((s) => `${s.channel}:${s.type}:${s.optin}`).sort()).toEqual(['email:Newsletter:false', 'sms:Newsletter:true']);
      expect(errorOf(await put(me.accessToken, { channel: 'sms', optin: true, phone: '3035550123' }))).toMatchObject({
        status: 400,
        errorId: 'SUB412',
        field: 'body.smsTermsAccepted',
      });
    });

    it('never lets another consumer or a guest touch a consumer’s subscription', async () => {
      const owner = await api().newConsumer();
      await put(owner.accessToken, { channel: 'sms', optin: true, phone: '3035550144', smsTermsAccepted: true });
      const other = await api().newConsumer();
      // Opting out is of one's own rows only; the owner's stays opted in.
      await put(other.accessToken, { channel: 'sms', optin: false });
      expect((await stateOf(owner.accessToken)).subscriptions).toMatchObject([{ channel: 'sms', optin: true, recipient: '+13035550144' }]);
      expect((await stateOf(other.accessToken)).subscriptions).toEqual([]);
      // A visitor subscribing the owner's number does not take the row over.
      await subscribe({ channel: 'sms', phone: '3035550144', smsTermsAccepted: true });
      const [row] = await rowsOf('+13035550144');
      expect(row?.consumerId).not.toBeNull();
      const guest = await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/subscription' });
      expect(guest.statusCode).toBe(401);
    });

    it('stores notification preferences (defaults before, validated)', async () => {
      const me = await api().newConsumer();
      expect((await stateOf(me.accessToken)).notifications.orderUpdates).toEqual({ email: true, sms: false });
      const notifications = {
        orderUpdates: { email: true, sms: true },
        backInStock: { email: true, sms: false },
        loyaltyUpdates: { email: false, sms: false },
      };
      const saved = await put(me.accessToken, { notifications }, 'notification');
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await stateOf(me.accessToken)).notifications).toEqual(notifications);
      expect(errorOf(await put(me.accessToken, { notifications: { orderUpdates: 'yes' } }, 'notification'))).toMatchObject({
        status: 400,
        errorId: 'API400',
      });
    });

    it('turns the sign-up’s consents into subscriptions, the newsletter confirmed by mail', async () => {
      const email = unique('joiner');
      const me = await api().newConsumer({ email, phone: '3035550166', subscriptions: { newsletterConsent: true, smsNotificationConsent: true } });
      const listed = (await stateOf(me.accessToken)).subscriptions;
      expect(listed.map((s) => `${s.channel}:${s.optin}:${s.doubleOptin}`).sort()).toEqual(['email:true:false', 'sms:true:false']);
      await confirm(await linkOf(email));
      expect((await stateOf(me.accessToken)).subscriptions.find((s) => s.channel === 'email')?.doubleOptin).toBe(true);
    });
  });
}
