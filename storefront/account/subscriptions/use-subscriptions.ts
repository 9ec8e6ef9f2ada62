import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, SubscriptionsAnswer, UpdateSubscriptionBody } from '../../../schemas';
import { commerce } from '../../commerce';

/** The subscriptions' query: under the profile's root, so a sign-in or a sign-out drops it with the profile. */
export const subscriptionsQueryKey = (locale: string) => ['profile', locale, 'subscriptions'] as const;

/** The signed-in shopper's subscriptions and notification preferences (`GET /consumers-v3/consumer/subscription`). */
export function useSubscriptions(locale: string) {
  return useQuery({
    queryKey: subscriptionsQueryKey(locale),
    queryFn: (): Promise<SubscriptionsAnswer> => commerce.call('GET /consumers-v3/consumer/subscription', { query: { locale } }),
    retry: 1,
  });
}

export type SubscriptionChange =
  | { readonly kind: 'subscription'; readonly body: UpdateSubscriptionBody }
  | { readonly kind: 'notifications'; readonly notifications: NotificationPreferences };

/**
 * Opts in or out of one subscription, or saves the notification preferences; then the state is read again from the
 * server (refused or not: another tab may have changed it), and the section shows what it holds.
 */
export function useSubscriptionChange(locale: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange): Promise<SubscriptionsAnswer> =>
      change.kind === 'subscription'
        ? commerce.call('PUT /consumers-v3/consumer/subscription', { query: { locale }, body: change.body })
        : commerce.call('PUT /consumers-v3/consumer/notification', { body: { notifications: change.notifications } }),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionsQueryKey(locale) }),
  });
}
