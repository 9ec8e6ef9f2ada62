import { isApiError, type Translate } from '../../runtime/core';
import { errorIds } from '../../schemas';
import type { SmsProblem } from './SmsFields';

/**
 * A refused SMS subscription where the shopper reads it: a number the store cannot text at the number, the terms not
 * accepted (SUB412) at the box, anything else above the button with its code (a failed captcha is AUT403).
 */
export function smsProblemOf(t: Translate, error: unknown): SmsProblem {
  const detail = isApiError(error) ? error.envelope?.errorDetails[0] : undefined;
  if (detail?.field === 'body.phone') return { field: 'phone', message: 'form.phoneInvalid' };
  if (detail?.errorId === errorIds.smsTermsRequired || detail?.field === 'body.smsTermsAccepted')
    return { field: 'smsTermsAccepted', message: 'form.requiredCheckbox' };
  return {
    message: t('subscriptions.sms.failed', { errorId: detail?.errorId ?? (isApiError(error) && error.isNetwork ? 'network' : errorIds.internal) }),
  };
}
