import { z } from 'zod';
import { commonBlockFields, EVENT_MAX_DAYS, eventDays, text } from '../../schemas/primitives';

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 April). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
export const eventDaySchema = text().regex(DAY, 'YYYY-MM-DD').refine(isDay, 'a day of the calendar, YYYY-MM-DD');

/**
 * Event sign-up (spec 001 §3 "Event sign-up dialog", §4 "Event content"): a button that opens a two-step dialog,
 * sign in (or create an account), then join the event. `title` heads the block and the dialog, `richText` holds the
 * terms the shopper accepts. The server reads the published block by `eventId` to check the days a shopper sends.
 */
export const eventSignUpSchema = z
  .object({
    ...commonBlockFields,
    type: z.literal('eventSignUp'),
    eventId: text()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _'),
    title: text().trim().min(1),
    startDate: eventDaySchema,
    endDate: eventDaySchema,
    /** Offers a guest's name field (plus one). */
    enablePlusOne: z.boolean().default(false),
    /** The event's terms, shown above the checkbox the shopper ticks. */
    richText: text().optional(),
    /** The button that opens the dialog and sends the form; the catalogue's "Join the event" when unset. */
    submitCtaLabel: text().optional(),
    confirmationTitle: text().optional(),
    confirmationSubtitle: text().optional(),
  })
  .refine((event) => event.startDate <= event.endDate, { path: ['endDate'], message: 'on or after startDate' })
  .refine((event) => eventDays(event.startDate, event.endDate).includes(event.endDate), {
    path: ['endDate'],
    message: `at most ${EVENT_MAX_DAYS} days after startDate`,
  });
export type EventSignUpBlock = z.infer<typeof eventSignUpSchema>;
