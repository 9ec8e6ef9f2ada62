import type { z } from 'zod';
import { eventDays, type EventRegistrationAnswer, type eventRegistrationBodySchema } from '../../../schemas';
import type { ConsumerRow, Database } from '../../db/index';
import type { Mailer } from '../../providers/mail/port';
import { siteOfLocale } from '../accounts/contact';
import { eventErrors } from './errors';
import { eventFinder } from './find-event';
import { eventRegistrationMail } from './registration-mail';
import { eventRepository } from './repository';

export interface EventDeps {
  readonly mailer: Mailer;
  readonly now?: () => Date;
  readonly onError?: (error: unknown, what: string) => void;
}

type Body = z.output<typeof eventRegistrationBodySchema>;

/**
 * Event registration (spec 001 §3 "Event sign-up dialog", §4, §6 "only logged-in users can register"): the event is
 * read from the site's published pages, the days checked against its dates, the e-mail against the profile's; the
 * registration is stored (a repeat changes the consumer's one registration) and confirmed by e-mail, a failing mail
 * only logged. The names, gender and phone stored are the profile's, whatever copies the payload carried.
 */
export function createEventService(db: Database, deps: EventDeps) {
  const findEvent = eventFinder(db);
  const registrations = eventRepository(db);
  const now = deps.now ?? (() => new Date());

  return {
    async register(body: Body, locale: string | undefined, consumer: ConsumerRow): Promise<EventRegistrationAnswer> {
      const site = siteOfLocale(locale);
      const event = await findEvent(site.siteId, body.eventId);
      if (!event) throw eventErrors.notFound(body.eventId);
      if (now().toISOString().slice(0, 10) > event.endDate) throw eventErrors.closed(event.eventId);
      if (body.email.toLowerCase() !== consumer.email.toLowerCase()) throw eventErrors.emailMismatch();
      const offered = new Set(eventDays(event.startDate, event.endDate));
      if (!body.attendingDays.every((day) => offered.has(day))) throw eventErrors.dayOutside();
      const plusOne = event.enablePlusOne && body.plusOne ? body.plusOne : null;
      const { row, created } = await registrations.upsert({
        consumerId: consumer.id,
        eventId: event.eventId,
        siteId: site.siteId,
        email: consumer.email,
        firstName: consumer.firstName,
        lastName: consumer.lastName,
        gender: consumer.gender,
        phone: consumer.phone,
        attendingDays: body.attendingDays,
        plusOne,
        clientTimestamp: new Date(body.registrationTimestamp),
      });
      try {
        await deps.mailer.send(
          eventRegistrationMail(
            { to: consumer.email, firstName: consumer.firstName, eventTitle: event.title, days: row.attendingDays, plusOne, updated: !created },
            site,
          ),
        );
      } catch (error) {
        deps.onError?.(error, `to confirm event registration ${row.id}`);
      }
      return {
        registrationId: row.id,
        eventId: row.eventId,
        status: created ? 'registered' : 'updated',
        attendingDays: row.attendingDays,
        plusOne: row.plusOne,
        registeredAt: row.updatedAt.toISOString(),
      };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
