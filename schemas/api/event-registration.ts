import { z } from 'zod';
import { text } from '../text';
import { emailSchema, NAME_MAX, NAME_MIN, NAME_PATTERN } from './address';
import { genders } from './consumer';

/*
 * Event registration (spec 001 §4 "Event registration payload", §5 "Event form", §8: one call, its path and answer
 * not shown): `POST /consumers-v3/consumer/event-registration`, a signed-in consumer's call. The answer and the
 * refusals are Tessera's (docs/decisions.md, "Event registration"). Issues name message keys (`form.*`).
 */

/** What joins the attending days in the payload (spec 001 §4: "joined by comma and space"). */
export const ATTENDING_DAYS_SEPARATOR = ', ';

const typed = () => text('form.textInvalid');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Spec 001 §5: a guest's name, when filled, passes the name rule, with the guest-name message whatever failed. */
export const guestNameSchema = typed()
  .trim()
  .refine((name) => name === '' || (name.length >= NAME_MIN && name.length <= NAME_MAX && NAME_PATTERN.test(name)), 'form.guestNameInvalid');

/** The join form as the shopper fills it: days chosen (at least one), terms ticked, a guest's name if they bring one. */
export const eventJoinFormSchema = z.object({
  attendingDays: z.array(typed()).min(1, 'form.eventDaysRequired'),
  plusOne: guestNameSchema,
  eventTermsAccepted: z.boolean().refine((accepted) => accepted, 'form.termsRequired'),
});
export type EventJoinFormInput = z.input<typeof eventJoinFormSchema>;
export type EventJoinFormValues = z.output<typeof eventJoinFormSchema>;

/** `2027-06-12, 2027-06-13` → the distinct days, each a real calendar day; an issue at the field otherwise. */
const attendingDaysSchema = typed()
  .trim()
  .max(31 * 12, 'form.tooLong')
  .transform((joined, context) => {
    const days = joined
      .split(',')
      .map((day) => day.trim())
      .filter((day) => day !== '');
    const real = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
    if (days.length === 0) {
      context.addIssue({ code: 'custom', message: 'form.eventDaysRequired' });
      return z.NEVER;
    }
    if (!days.every(real)) {
      context.addIssue({ code: 'custom', message: 'form.dateInvalid' });
      return z.NEVER;
    }
    return [...new Set(days)].sort();
  });

/** The registration call's body: spec 001 §4's payload. The names, gender and phone are the profile's copies. */
export const eventRegistrationBodySchema = z.object({
  email: emailSchema,
  attendingDays: attendingDaysSchema,
  eventId: typed().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  eventTermsAccepted: z.literal(true, { message: 'form.termsRequired' }),
  firstName: typed().max(100, 'form.tooLong').nullish(),
  lastName: typed().max(100, 'form.tooLong').nullish(),
  gender: z.enum(genders, { message: 'form.required' }).nullish(),
  phoneNumber: typed().max(30, 'form.tooLong').nullish(),
  plusOne: guestNameSchema.optional(),
  registrationTimestamp: z.iso.datetime({ offset: true, message: 'form.dateInvalid' }),
});
export type EventRegistrationBody = z.input<typeof eventRegistrationBodySchema>;

/** What a registration answers: `registered` the first time, `updated` when the consumer changed an earlier one. */
export const eventRegistrationAnswerSchema = z.object({
  registrationId: text(),
  eventId: text(),
  status: z.enum(['registered', 'updated']),
  attendingDays: z.array(text()),
  plusOne: text().nullable(),
  registeredAt: text(),
});
export type EventRegistrationAnswer = z.infer<typeof eventRegistrationAnswerSchema>;
