import type { JobHandler } from '../../jobs/index';
import type { SubscriptionService } from './service';

/** The recurring job that deletes confirmation links nobody can use any more. */
export const SUBSCRIPTION_LINKS_EXPIRY_JOB = 'subscription-links-expiry';
/** Hourly, as the account secrets' expiry. */
export const SUBSCRIPTION_LINKS_EXPIRY_EVERY_MS = 60 * 60_000;

/** Deletes the confirmation links that expired by the job's `now`, spent or not (an unknown link answers as an expired one). */
export function subscriptionLinksExpiryJob(subscriptions: SubscriptionService, log: (deleted: number) => void = () => undefined): JobHandler {
  return async ({ now }) => {
    const deleted = await subscriptions.expireLinks(now);
    if (deleted > 0) log(deleted);
    return undefined;
  };
}
