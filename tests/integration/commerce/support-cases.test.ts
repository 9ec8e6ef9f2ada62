import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySubjectAnswerSchema, supportCaseAnswerSchema } from '../../../schemas';
import { mailOutbox, supportCases } from '../../../server/db/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf, nextAddress } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

const contact = {
  firstName: 'Maya',
  lastName: 'Lindqvist',
  email: 'maya.contact@example.com',
  category: 'order',
  subject: 'where-is-my-order',
  orderNumber: 'rl10000042',
  message: 'My order left the warehouse a week ago and the tracking has not moved since.',
  recaptcha_response: 'test-pass',
};
const claim = {
  productName: 'Summit Trail GTX',
  styleNumber: 'RL10062010',
  size: '10',
  purchaseDate: '2030-09-01',
  purchasePlace: 'online',
  defect: 'sole-separation',
  description: 'The sole came away at the toe after two months of easy walking.',
};

/** Customer service (issue 24 §2): the contact form's topics, contact-us cases from anyone, warranty cases from customers. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`customer service on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { accountsClock: () => new Date('2031-06-15T12:00:00Z') });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;
    const caseOf = async (caseNumber: string) => (await db().select().from(supportCases).where(eq(supportCases.caseNumber, caseNumber)))[0];
    const lastMailTo = async (to: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

    it('lists the topics in the site’s words, with the subjects that need an order number', async () => {
      const answer = categorySubjectAnswerSchema.parse(json(await t.app.inject({ url: '/consumers-v3/contactus/categorySubject?locale=fr-fr' })));
      expect(answer.categories.map((c) => c.label)).toEqual([
        'Ma commande',
        'Retours et remboursements',
        'Produits et tailles',
        'Mon compte',
        'Autre chose',
      ]);
      expect(answer.categories[0]?.subjects[0]).toEqual({ code: 'where-is-my-order', label: 'Où est ma commande\u202f?', orderNumberRequired: true });
      const unknown = await t.app.inject({ url: '/consumers-v3/contactus/categorySubject?locale=xx-yy' });
      expect(errorOf(unknown)).toMatchObject({ status: 400, field: 'query.locale' });
    });

    it('stores a guest’s case with its number, unlinked, and acknowledges it by e-mail in the site’s language', async () => {
      const sent = await api().post('/consumers-v3/contactus?locale=de-de', { ...contact, email: 'guest.de@example.com' }, {}, nextAddress());
      expect(sent.statusCode, sent.body).toBe(201);
      const { caseNumber } = supportCaseAnswerSchema.parse(json(sent));
      expect(caseNumber).toMatch(/^CS\d{6,}$/);
      const row = await caseOf(caseNumber);
      expect(row).toMatchObject({
        kind: 'contact',
        siteId: 'kestrel-de-de',
        consumerId: null,
        email: 'guest.de@example.com',
        topic: 'where-is-my-order',
      });
      expect(row?.details).toMatchObject({ orderNumber: 'RL10000042', message: contact.message });
      expect(row?.details).not.toHaveProperty('recaptcha_response');
      const mail = await lastMailTo('guest.de@example.com');
      expect(mail?.subject).toBe(`Deine Anfrage bei Kestrel: ${caseNumber}`);
      expect(mail?.text).toContain('Wo ist meine Bestellung?');
      expect(mail?.text).toContain(contact.message);
      // The shopper's words are text in the e-mail, never markup.
      const markup = await api().post('/consumers-v3/contactus?locale=en-us', {
        ...contact,
        email: 'markup@example.com',
        message: `${contact.message} <img src=x onerror=alert(1)>`,
      });
      expect(markup.statusCode).toBe(201);
      expect((await lastMailTo('markup@example.com'))?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    });

    it('numbers cases apart when many arrive at once', async () => {
      const sent = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          api().post('/consumers-v3/contactus?locale=en-us', { ...contact, email: `burst-${i}@example.com` }, {}, nextAddress()),
        ),
      );
      const numbers = sent.map((answer) => supportCaseAnswerSchema.parse(json(answer)).caseNumber);
      expect(new Set(numbers).size).toBe(8);
    });

    it('links a signed-in customer’s case to the account without a captcha', async () => {
      const me = await api().newConsumer();
      const { recaptcha_response: _, ...withoutCaptcha } = contact;
      const sent = await api().post('/consumers-v3/contactus?locale=en-us', withoutCaptcha, api().bearer(me.accessToken));
      expect(sent.statusCode, sent.body).toBe(201);
      const row = await caseOf(supportCaseAnswerSchema.parse(json(sent)).caseNumber);
      expect(row?.consumerId).toMatch(/^c-/);
    });

    it('refuses a guest without a passing captcha (AUT403) and junk at its field, storing nothing', async () => {
      const before = (await db().select().from(supportCases)).length;
      const bot = await api().post('/consumers-v3/contactus?locale=en-us', { ...contact, recaptcha_response: 'fail-bot' });
      expect(errorOf(bot)).toMatchObject({ status: 403, errorId: 'AUT403' });
      const { recaptcha_response: _, ...withoutCaptcha } = contact;
      expect(errorOf(await api().post('/consumers-v3/contactus?locale=en-us', withoutCaptcha))).toMatchObject({ status: 403, errorId: 'AUT403' });
      const cases: [object, string][] = [
        [{ subject: 'sizing-and-fit' }, 'body.subject'],
        [{ orderNumber: '' }, 'body.orderNumber'],
        [{ orderNumber: '12345' }, 'body.orderNumber'],
        [{ message: 'Too short.' }, 'body.message'],
        [{ message: 'x'.repeat(2001) }, 'body.message'],
        [{ email: 'not-an-email' }, 'body.email'],
        [{ category: 'billing' }, 'body.category'],
        [{ firstName: '' }, 'body.firstName'],
      ];
      for (const [change, field] of cases) {
        const refused = await api().post('/consumers-v3/contactus?locale=en-us', { ...contact, ...change });
        expect(errorOf(refused), JSON.stringify(change)).toMatchObject({ status: 400, errorId: 'API400', field });
      }
      expect((await db().select().from(supportCases)).length).toBe(before);
    });

    it('takes a warranty claim from a signed-in customer only, within two years of the purchase', async () => {
      const me = await api().newConsumer({ firstName: 'Oliver', birthDate: '1988-03-02' }, 'en-gb');
      const guest = await api().post('/token/v2/auth/token', { type: 'Guest' });
      const guestToken = json<{ accessToken: string }>(guest).accessToken;
      expect(errorOf(await api().post('/consumers-v3/consumer/warranty?locale=en-gb', claim, api().bearer(guestToken)))).toMatchObject({
        status: 403,
      });
      expect(errorOf(await api().post('/consumers-v3/consumer/warranty?locale=en-gb', claim))).toMatchObject({ status: 401 });

      const sent = await api().post('/consumers-v3/consumer/warranty?locale=en-gb', claim, api().bearer(me.accessToken));
      expect(sent.statusCode, sent.body).toBe(201);
      const { caseNumber } = supportCaseAnswerSchema.parse(json(sent));
      expect(await caseOf(caseNumber)).toMatchObject({ kind: 'warranty', siteId: 'kestrel-en-gb', email: me.email, topic: 'sole-separation' });
      const mail = await lastMailTo(me.email);
      expect(mail?.text).toContain('Hello Oliver,');
      expect(mail?.text).toContain('Summit Trail GTX — The sole came away');

      const dated = (purchaseDate: string) =>
        api().post('/consumers-v3/consumer/warranty?locale=en-gb', { ...claim, purchaseDate }, api().bearer(me.accessToken));
      expect(errorOf(await dated('2031-07-01'))).toMatchObject({ status: 400, field: 'body.purchaseDate' });
      expect(errorOf(await dated('2029-06-14'))).toMatchObject({ status: 400, field: 'body.purchaseDate' });
      expect((await dated('2029-06-15')).statusCode).toBe(201);
      expect(errorOf(await dated('2031-02-30'))).toMatchObject({ status: 400, field: 'body.purchaseDate' });
      const junk = await api().post('/consumers-v3/consumer/warranty?locale=en-gb', { ...claim, defect: 'boredom' }, api().bearer(me.accessToken));
      expect(errorOf(junk)).toMatchObject({ status: 400, field: 'body.defect' });
    });

    it('refuses a signed-out sign-in’s warranty claim', async () => {
      const me = await api().newConsumer();
      await api().post('/consumers-v3/consumer/auth/signout', { refreshToken: me.refreshToken });
      const refused = await api().post('/consumers-v3/consumer/warranty?locale=en-us', claim, api().bearer(me.accessToken));
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      expect(refused.statusCode).toBeLessThan(500);
    });
  });
}
