import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, mailOutbox } from '../../../server/db/index';
import type { SeedDocument } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, errorOf } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

const eventPage = (key: string, event: Record<string, unknown>): SeedDocument => ({
  siteId: SITE,
  docType: 'page',
  key,
  name: key,
  data: {
    sections: [
      {
        name: 'main',
        items: [
          { id: `hero-${key}`, type: 'hero', title: 'Events' },
          { id: `event-${key}`, type: 'eventSignUp', ...event },
        ],
      },
    ],
    seo: { title: key, description: null },
  },
});

const trailDays = { eventId: 'trail-days', title: 'Trail days', startDate: '2031-06-12', endDate: '2031-06-14', enablePlusOne: true };
/** The days run from the 12th to the 14th of June 2031; "today" for these tests is the 1st of May 2031. */
const clock = () => new Date('2031-05-01T09:00:00Z');

/** Event registration (issue 24 §4, spec 001 §3 "Event sign-up dialog", §4 payload, §5 event form, §6). */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`event registration on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, {
        accountsClock: clock,
        documents: [
          ...fixtureDocuments(),
          eventPage('events-trail-days', trailDays),
          eventPage('events-past', { eventId: 'past-meetup', title: 'Winter meetup', startDate: '2031-01-10', endDate: '2031-01-10' }),
          eventPage('events-solo', { eventId: 'solo-run', title: 'Solo run', startDate: '2031-07-01', endDate: '2031-07-01' }),
        ],
      });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;

    const payload = (email: string, extra: Record<string, unknown> = {}) => ({
      email,
      attendingDays: '2031-06-12, 2031-06-13',
      eventId: 'trail-days',
      eventTermsAccepted: true,
      firstName: 'Maya',
      lastName: 'Okafor',
      gender: 'female',
      phoneNumber: null,
      plusOne: 'Sam Lee',
      registrationTimestamp: '2031-05-01T08:59:30.000Z',
      ...extra,
    });
    const register = (body: object, headers: Record<string, string> = {}, locale = 'en-us') =>
      t.app.inject({ method: 'POST', url: `/consumers-v3/consumer/event-registration?locale=${locale}`, headers, payload: body });
    const rowsOf = (email: string) => db().select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    const lastMailTo = async (to: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

    it('refuses a guest (403 AUT404) and a call without a token (401), storing nothing', async () => {
      const guest = await t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Guest' } });
      expect(guest.statusCode, guest.body).toBe(200);
      const refused = await register(payload('guest@example.com'), api().bearer(json<{ accessToken: string }>(guest).accessToken));
      expect(errorOf(refused)).toMatchObject({ status: 403, errorId: 'AUT404' });
      expect((await register(payload('guest@example.com'))).statusCode).toBe(401);
      expect(await rowsOf('guest@example.com')).toEqual([]);
    });

    it('registers a signed-in shopper with the profile’s details, and confirms by e-mail', async () => {
      const maya = await api().newConsumer({ firstName: 'Maya', lastName: 'Okafor' });
      const answer = await register(payload(maya.email.toUpperCase()), api().bearer(maya.accessToken));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(json(answer)).toMatchObject({
        eventId: 'trail-days',
        status: 'registered',
        attendingDays: ['2031-06-12', '2031-06-13'],
        plusOne: 'Sam Lee',
      });
      const [row] = await rowsOf(maya.email);
      expect(row).toMatchObject({
        eventId: 'trail-days',
        siteId: SITE,
        firstName: 'Maya',
        lastName: 'Okafor',
        attendingDays: ['2031-06-12', '2031-06-13'],
        plusOne: 'Sam Lee',
      });
      expect(row?.clientTimestamp.toISOString()).toBe('2031-05-01T08:59:30.000Z');
      const mail = await lastMailTo(maya.email);
      expect(mail?.subject).toBe('Ridgeline: you’re registered for Trail days');
      expect(mail?.text).toContain('June 12, 2031');
      expect(mail?.text).toContain('Your guest: Sam Lee');
    });

    it('changes the one registration when the shopper registers again', async () => {
      const ola = await api().newConsumer();
      expect((await register(payload(ola.email), api().bearer(ola.accessToken))).statusCode).toBe(200);
      const again = await register(payload(ola.email, { attendingDays: '2031-06-14', plusOne: '' }), api().bearer(ola.accessToken));
      expect(again.statusCode, again.body).toBe(200);
      expect(json(again)).toMatchObject({ status: 'updated', attendingDays: ['2031-06-14'], plusOne: null });
      const rows = await rowsOf(ola.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attendingDays: ['2031-06-14'], plusOne: null });
      expect((await lastMailTo(ola.email))?.text).toContain('has been changed');
    });

    it('refuses days outside the event’s dates (400 at body.attendingDays), and a day that does not exist', async () => {
      const lee = await api().newConsumer();
      const outside = await register(payload(lee.email, { attendingDays: '2031-06-12, 2031-06-15' }), api().bearer(lee.accessToken));
      expect(errorOf(outside)).toMatchObject({ status: 400, errorId: 'API400', field: 'body.attendingDays' });
      expect(errorOf(outside).message).toContain('form.eventDayOutside');
      const unreal = await register(payload(lee.email, { attendingDays: '2031-02-30' }), api().bearer(lee.accessToken));
      expect(errorOf(unreal)).toMatchObject({ status: 400, field: 'body.attendingDays' });
      expect(await rowsOf(lee.email)).toEqual([]);
    });

    it('refuses an unknown event (404 EVT404), another site’s, and one whose last day has passed (409 EVT410)', async () => {
      const kim = await api().newConsumer();
      const unknown = await register(payload(kim.email, { eventId: 'no-such-event' }), api().bearer(kim.accessToken));
      expect(errorOf(unknown)).toMatchObject({ status: 404, errorId: 'EVT404', field: 'body.eventId' });
      const elsewhere = await register(payload(kim.email), api().bearer(kim.accessToken), 'en-gb');
      expect(errorOf(elsewhere)).toMatchObject({ status: 404, errorId: 'EVT404' });
      const past = await register(payload(kim.email, { eventId: 'past-meetup', attendingDays: '2031-01-10' }), api().bearer(kim.accessToken));
      expect(errorOf(past)).toMatchObject({ status: 409, errorId: 'EVT410' });
      expect(await rowsOf(kim.email)).toEqual([]);
    });

    it('checks the form’s rules: terms, guest name, days, e-mail, timestamp', async () => {
      const ana = await api().newConsumer();
      const bearer = api().bearer(ana.accessToken);
      const refusal = async (extra: Record<string, unknown>) => errorOf(await register(payload(ana.email, extra), bearer));
      expect(await refusal({ eventTermsAccepted: false })).toMatchObject({ status: 400, field: 'body.eventTermsAccepted' });
      expect((await refusal({ plusOne: 'S' })).message).toContain('form.guestNameInvalid');
      expect((await refusal({ plusOne: 'R2-D2' })).message).toContain('form.guestNameInvalid');
      expect((await refusal({ attendingDays: ' , ' })).message).toContain('form.eventDaysRequired');
      expect(await refusal({ registrationTimestamp: 'yesterday' })).toMatchObject({ status: 400, field: 'body.registrationTimestamp' });
      expect(await refusal({ email: 'someone.else@example.com' })).toMatchObject({ status: 403, errorId: 'EVT403', field: 'body.email' });
      expect(await rowsOf(ana.email)).toEqual([]);
    });

    it('drops the guest where the event takes none', async () => {
      const jo = await api().newConsumer();
      const answer = await register(payload(jo.email, { eventId: 'solo-run', attendingDays: '2031-07-01' }), api().bearer(jo.accessToken));
      expect(answer.statusCode, answer.body).toBe(200);
      const rows = await db()
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.email, jo.email), eq(eventRegistrations.eventId, 'solo-run')));
      expect(rows[0]?.plusOne).toBeNull();
    });
  });
}
