import type { MessageKey, Translate } from '../../runtime/core';
import { minimumAgeOf } from '../../schemas/forms';

/**
 * A field's or a form's error in words: a message key of the rules (`form.required`) or of the account's codes is
 * translated, with the minimal age where the key needs it; the server's own words (no key) come back as they are.
 */
export function errorWords(
  t: Translate,
  message: string | undefined,
  country: string,
  values?: Readonly<Record<string, number>>,
): string | undefined {
  if (message === undefined || message === '') return undefined;
  if (message === 'form.tooYoung') return t('form.tooYoung', { age: values?.age ?? minimumAgeOf(country) });
  // The translator answers a key it lacks with the key itself: the server's words pass through unchanged.
  return t(message as MessageKey);
}
