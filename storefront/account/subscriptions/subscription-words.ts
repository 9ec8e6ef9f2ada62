import { formatDate, type Translate } from '../../../runtime/core';
import type { SubscriptionsAnswer } from '../../../schemas';

type Subscription = SubscriptionsAnswer['subscriptions'][number];
import * as errorIds from '../../../schemas/error-ids';
import type { SmsProblem } from '../../../block-registry';
import { errorDetail } from '../../commerce';

/**
 * Where a subscription stands, in words: confirmed since a date, waiting for the mailed link ("check your inbox"),
 * opted out on a date, or never subscribed.
 */
export function subscriptionStatus(t: Translate, tag: string, subscription: Subscription | undefined): string {
  if (!subscription) return t('account.subscriptions.never');
  if (!subscription.optin)
    return subscription.optoutDate
      ? t('account.subscriptions.optedOut', { date: formatDate(subscription.optoutDate, tag, 'long') })
      : t('account.subscriptions.never');
  const since = subscription.optinDate ? formatDate(subscription.optinDate, tag, 'long') : '';
  if (subscription.channel === 'email' && !subscription.doubleOptin) return t('account.subscriptions.pending', { email: subscription.recipient });
  return t('account.subscriptions.since', { date: since });
}

/**
 * A refused change in the shopper's words, with the code (spec 000 §8: every error shows its errorId): the SMS terms
 * not accepted (SUB412) and a number the store cannot text (API400 at `body.phone`) go to their field.
 */
export function subscriptionProblem(t: Translate, error: unknown): SmsProblem {
  const detail = errorDetail(error);
  if (detail?.errorId === errorIds.smsTermsRequired) return { field: 'smsTermsAccepted', message: 'form.requiredCheckbox' };
  if (detail?.field === 'body.phone') return { field: 'phone', message: 'form.phoneInvalid' };
  if (detail?.errorId === errorIds.tooManyRequests) return { message: t('account.error.tooMany') };
  return { message: t('account.subscriptions.failed', { errorId: detail?.errorId ?? errorIds.internal }) };
}
