import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The subscriptions' refusals (docs/decisions.md "Subscriptions"). */
export const subscriptionErrors = {
  /** Expired, used or unknown: not told apart, as the reset link's. */
  linkExpired: () => new ApiError(410, errorIds.subscriptionLinkExpired, 'This confirmation link has expired or was already used.', 'body.token'),
  unsubscribeInvalid: () => new ApiError(404, errorIds.unsubscribeLinkInvalid, 'This unsubscribe link is not valid.', 'body.token'),
  smsTermsRequired: () => new ApiError(400, errorIds.smsTermsRequired, 'body.smsTermsAccepted: form.requiredCheckbox', 'body.smsTermsAccepted'),
  phoneRequired: () => new ApiError(400, errorIds.badRequest, 'body.phone: form.required', 'body.phone'),
};
