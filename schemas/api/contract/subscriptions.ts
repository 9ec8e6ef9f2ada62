import { z } from 'zod';
import {
  confirmSubscriptionAnswerSchema,
  confirmSubscriptionBodySchema,
  notificationBodySchema,
  subscribeAnswerSchema,
  subscribeBodySchema,
  subscriptionsAnswerSchema,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
  updateSubscriptionBodySchema,
} from '../subscription';
import { text } from '../../text';
import { operation } from './operation';

const localeQuery = z.object({ locale: text().max(20).optional() });

/**
 * Subscriptions (spec 000 §7 `GET, PUT, POST /subscription`, `PUT /notification`): visitors subscribe without a
 * sign-in (`/consumers-v3/subscription`), a signed-in consumer reads and changes their own under
 * `/consumers-v3/consumer/` (docs/decisions.md "Subscriptions").
 */
export const subscriptionsContract = {
  'POST /consumers-v3/subscription': operation({
    summary: 'Subscribe to the newsletter (a confirmation mail follows) or to SMS (the terms accepted)',
    query: localeQuery,
    body: subscribeBodySchema,
    status: 202,
    answer: subscribeAnswerSchema,
  }),
  'POST /consumers-v3/subscription/confirm': operation({
    summary: "Confirm an e-mail subscription with the mailed link's token (double opt-in; the link works once)",
    body: confirmSubscriptionBodySchema,
    answer: confirmSubscriptionAnswerSchema,
  }),
  'POST /consumers-v3/subscription/unsubscribe': operation({
    summary: "Opt out with a newsletter mail's unsubscribe link (signed for that subscription; the opt-out date is kept)",
    body: unsubscribeBodySchema,
    answer: unsubscribeAnswerSchema,
  }),
  'GET /consumers-v3/consumer/subscription': operation({
    summary: "The signed-in consumer's subscriptions and notification preferences",
    query: localeQuery,
    answer: subscriptionsAnswerSchema,
  }),
  'PUT /consumers-v3/consumer/subscription': operation({
    summary: 'Opt in to or out of one subscription (e-mail opt-ins are confirmed by mail)',
    query: localeQuery,
    body: updateSubscriptionBodySchema,
    answer: subscriptionsAnswerSchema,
  }),
  'PUT /consumers-v3/consumer/notification': operation({
    summary: 'Choose the channels of service notifications',
    body: notificationBodySchema,
    answer: subscriptionsAnswerSchema,
  }),
} as const;
