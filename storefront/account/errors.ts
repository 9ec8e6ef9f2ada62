import { isApiError, type MessageKey } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import { minimumAgeOf } from '../../schemas/forms';
import { errorDetail } from '../commerce';

/** The fields an account error can land on, by the names every account form uses for them. */
export type AccountField = 'email' | 'phone' | 'birthDate' | 'currentPassword' | 'newPassword' | 'confirmPassword';

interface Known {
  readonly key: MessageKey;
  readonly field?: AccountField;
}

/**
 * The account codes of spec 000 §8 the storefront words itself, and the field each belongs to: the server's message
 * is written for developers and in English, so a known code is shown in the shopper's language, beside its field
 * when it has one ("login in use marks the email invalid", "phone already in use marks the phone invalid").
 */
const known: Readonly<Record<string, Known>> = {
  [errorIds.unauthorized]: { key: 'account.error.invalidCredentials' },
  [errorIds.accountNotFound]: { key: 'account.error.invalidCredentials' },
  [errorIds.invalidPassword]: { key: 'account.error.invalidCredentials' },
  [errorIds.invalidLogin]: { key: 'account.error.invalidCredentials' },
  [errorIds.lastAttempt]: { key: 'account.error.lastAttempt' },
  [errorIds.accountLocked]: { key: 'account.error.locked' },
  [errorIds.tooManySignIns]: { key: 'account.error.locked' },
  [errorIds.captchaFailed]: { key: 'account.error.captcha' },
  [errorIds.loginInUse]: { key: 'account.error.emailInUse', field: 'email' },
  [errorIds.loginInUseProfile]: { key: 'account.error.emailInUse', field: 'email' },
  [errorIds.invalidEmail]: { key: 'form.emailInvalid', field: 'email' },
  [errorIds.phoneInUse]: { key: 'account.error.phoneInUse', field: 'phone' },
  [errorIds.phoneInUseProfile]: { key: 'account.error.phoneInUse', field: 'phone' },
  [errorIds.invalidAge]: { key: 'form.tooYoung', field: 'birthDate' },
  // Spec 000 §8: "missing birthdate triggers form validation": the field says it is required.
  [errorIds.missingBirthDate]: { key: 'form.required', field: 'birthDate' },
  [errorIds.resetLinkExpired]: { key: 'account.error.resetExpired' },
  [errorIds.wrongCurrentPassword]: { key: 'account.error.wrongCurrentPassword', field: 'currentPassword' },
  [errorIds.sameAsCurrentPassword]: { key: 'account.error.sameAsCurrent', field: 'newPassword' },
  [errorIds.sameAsPreviousPassword]: { key: 'account.error.sameAsPrevious', field: 'newPassword' },
  [errorIds.shortPassword]: { key: 'form.passwordLength', field: 'newPassword' },
  [errorIds.mismatchedPasswords]: { key: 'form.passwordMismatch', field: 'confirmPassword' },
  [errorIds.signUpClosed]: { key: 'account.error.signUpClosed' },
  [errorIds.tooManyRequests]: { key: 'account.error.tooMany' },
  [errorIds.addressNotFound]: { key: 'account.error.addressNotFound' },
  [errorIds.tooManyAddresses]: { key: 'account.error.tooManyAddresses' },
  [errorIds.employeesOnly]: { key: 'account.associate.error.employeesOnly' },
  [errorIds.storeNotFound]: { key: 'account.associate.error.storeNotFound' },
};

/** What a refused account call means for the form: words (a message key, or the server's own), and where they go. */
export interface AccountProblem {
  readonly errorId: string;
  /** A message key, or the server's words when the code is not one the storefront knows. */
  readonly message: string;
  /** Values of the message (the minimal age of PRO410). */
  readonly values?: Readonly<Record<string, number>>;
  /** The form field the problem belongs to; absent for the form as a whole. */
  /** An `AccountField`, or the last segment of the server's field path for a code the storefront does not know. */
  readonly field?: string;
}

/** The last part of a server field path (`body.consumerProfile.consumerDetails.phone` → `phone`). */
const lastSegment = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? path;

/**
 * The problem an error from an account call carries (spec 000 §8: a known code in the catalogue's words, else the
 * server's message). `country` gives the minimal age when the server's PRO410 does not. Not an API error at all
 * (offline, a bug) is the generic words.
 */
export function accountProblem(error: unknown, country: string): AccountProblem {
  const detail = errorDetail(error);
  if (!detail) {
    const offline = isApiError(error) && error.isNetwork;
    return { errorId: offline ? 'network' : errorIds.internal, message: offline ? 'account.error.offline' : 'account.error.generic' };
  }
  const found = known[detail.errorId];
  const age = typeof detail.minimumAge === 'number' ? detail.minimumAge : minimumAgeOf(country);
  if (found)
    return {
      errorId: detail.errorId,
      message: found.key,
      ...(found.key === 'form.tooYoung' ? { values: { age } } : {}),
      ...(found.field ? { field: found.field } : {}),
    };
  // An unknown code on a field (a 400's schema issue): the server's words at that field, its path prefix dropped.
  const field = detail.field ? lastSegment(detail.field) : undefined;
  const message = detail.field && detail.message.startsWith(`${detail.field}: `) ? detail.message.slice(detail.field.length + 2) : detail.message;
  return { errorId: detail.errorId, message, ...(field ? { field } : {}) };
}

/** Whether a sign-in problem deserves the way out: a reset link and the contact page (spec 000 §8). */
export const offersRecovery = (problem: AccountProblem): boolean =>
  ([errorIds.lastAttempt, errorIds.accountLocked, errorIds.tooManySignIns] as readonly string[]).includes(problem.errorId);
