import { z } from 'zod';
import { eventRegistrationAnswerSchema, eventRegistrationBodySchema } from '../event-registration';
import { text } from '../../text';
import { operation } from './operation';

/** Event sign-up (spec 001 §4, §8): a signed-in consumer registers for an event a published page offers. */
export const eventsContract = {
  'POST /consumers-v3/consumer/event-registration': operation({
    summary: 'Register the signed-in consumer for an event (again: the days and guest are changed), confirmed by e-mail',
    query: z.object({ locale: text().max(20).optional() }),
    body: eventRegistrationBodySchema,
    answer: eventRegistrationAnswerSchema,
  }),
} as const;
