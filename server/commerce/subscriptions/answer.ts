import type { z } from 'zod';
import type { subscriptionSchema } from '../../../schemas';
import type { SubscriptionRow } from '../../db/index';

export type Subscription = z.infer<typeof subscriptionSchema>;

/** A subscription as the API answers it (spec 000 §3 "Subscription"): the opt-in's date, or the opt-out's. */
export const subscriptionOf = (row: SubscriptionRow): Subscription => ({
  channel: row.channel,
  type: row.type,
  optin: row.optin,
  doubleOptin: row.doubleOptin,
  recipient: row.recipient,
  country: row.country,
  region: row.region,
  ...(row.optin && row.optinAt ? { optinDate: row.optinAt.toISOString() } : {}),
  ...(!row.optin && row.optoutAt ? { optoutDate: row.optoutAt.toISOString() } : {}),
});
