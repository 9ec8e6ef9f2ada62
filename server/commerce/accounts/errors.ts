import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import { describeWait, RETRY_AFTER_DETAIL, secondsOf } from '../../platform/sign-in/index';

const waitDetail = (waitMs: number) => ({ [RETRY_AFTER_DETAIL]: secondsOf(waitMs) });

/**
 * The accounts area's answers (spec 000 §8's auth and profile codes; docs/decisions.md "Accounts: identity" says why
 * each status). A wrong password, an unknown e-mail and a non-employee at the agent sign-in all answer the same
 * AUT401, so no answer tells which e-mails have accounts.
 */
export const accountErrors = {
  invalidCredentials: () => new ApiError(401, errorIds.unauthorized, 'The e-mail or the password is wrong.'),
  lastAttempt: () =>
    new ApiError(401, errorIds.lastAttempt, 'The e-mail or the password is wrong. One attempt is left before this account is locked for a while.'),
  /** The failure that locks the account (for this client): how long, in words and in seconds. */
  lockedNow: (waitMs: number) =>
    new ApiError(
      401,
      errorIds.accountLocked,
      `Too many failed sign-ins: this account is locked for ${describeWait(secondsOf(waitMs))}. Try again then, or reset the password.`,
      undefined,
      waitDetail(waitMs),
    ),
  /** A sign-in while locked: the password is not even checked. */
  stillLocked: (waitMs: number) =>
    new ApiError(
      401,
      errorIds.tooManySignIns,
      `This account is locked after too many failed sign-ins: try again in ${describeWait(secondsOf(waitMs))}, or reset the password.`,
      undefined,
      waitDetail(waitMs),
    ),
  /** `field` names where the token came from: the body's, or the query's on a read (the lookup). */
  captchaFailed: (field: 'body.recaptcha_response' | 'query.recaptcha_response' = 'body.recaptcha_response') =>
    new ApiError(403, errorIds.captchaFailed, 'The captcha check failed: reload the page and try again.', field),
  signUpClosed: (siteId: string) => new ApiError(403, errorIds.signUpClosed, `New accounts cannot be created on ${siteId} at the moment.`),
  loginInUse: () => new ApiError(409, errorIds.loginInUse, 'An account with this e-mail already exists: sign in instead.', 'email'),
  phoneInUseAtSignUp: () => new ApiError(409, errorIds.phoneInUse, 'Another account already has this phone number.', 'phone'),
  phoneInUse: () => new ApiError(409, errorIds.phoneInUseProfile, 'Another account already has this phone number.', 'phone'),
  phoneInvalid: (field: string) => new ApiError(400, errorIds.badRequest, `${field}: form.phoneInvalid`, field),
  tooYoung: (age: number) => new ApiError(400, errorIds.invalidAge, `You must be at least ${age} years old to have an account.`, 'birthDate'),
  birthDateInvalid: (key: string) => new ApiError(400, errorIds.invalidAge, `birthDate: ${key}`, 'birthDate'),
  employeesOnly: () => new ApiError(403, errorIds.employeeTermsEmployeesOnly, 'Only an employee’s account has employee-discount terms to accept.'),
  profileComplete: () =>
    new ApiError(409, errorIds.profileComplete, 'This profile is complete already: change its details with PUT /consumers-v3/consumer/profile.'),
  /** A complete profile needs this field (the "complete profile" step): the form's required-field words. */
  profileFieldRequired: (field: string) => new ApiError(400, errorIds.badRequest, `${field}: form.required`, field),
  /** Another consumer's id or e-mail, or none: the same answer for each. */
  profileNotFound: () => new ApiError(404, errorIds.profileNotFound, 'No such consumer among this sign-in’s.'),
  birthDateRequired: () => new ApiError(400, errorIds.missingBirthDate, 'A birth date is required to create an account here.', 'birthDate'),
  invalidCode: () =>
    new ApiError(
      400,
      errorIds.invalidAuthorizationCode,
      'This sign-in code is unknown, expired, already used or does not match its verifier: sign in again.',
    ),
  codeRequired: () =>
    new ApiError(
      400,
      errorIds.badRequest,
      'body.authorizationCode: a Registered token needs the sign-in’s authorizationCode and codeVerifier',
      'body.authorizationCode',
    ),
  registeredOnly: () => new ApiError(403, errorIds.registeredOnly, 'This call is for a signed-in consumer: sign in first.'),
  signedOut: () => new ApiError(401, errorIds.unauthorized, 'This sign-in has ended (signed out, or the password was reset): sign in again.'),
  invalidCustomer: () => new ApiError(404, errorIds.invalidCustomer, 'This account no longer exists.'),
  wrongCurrentPassword: () => new ApiError(400, errorIds.wrongCurrentPassword, 'The current password is wrong.', 'currentPassword'),
  sameAsCurrent: () => new ApiError(400, errorIds.sameAsCurrentPassword, 'The new password is the current one: choose another.', 'newPassword'),
  sameAsPrevious: (count: number) =>
    new ApiError(
      400,
      errorIds.sameAsPreviousPassword,
      `The new password was used before: choose one that is not among your last ${count}.`,
      'newPassword',
    ),
  resetLinkExpired: () =>
    new ApiError(400, errorIds.resetLinkExpired, 'This password-reset link has expired or was already used: ask for a new one.', 'token'),
};
