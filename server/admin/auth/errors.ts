import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import { describeWait, RETRY_AFTER_DETAIL, secondsOf } from '../../platform/sign-in/wait-words';

export { RETRY_AFTER_DETAIL, retryAfterOf } from '../../platform/sign-in/wait-words';

/** Where an editor signs in; error messages and the preview sign-in page point there. */
export const EDITOR_SIGN_IN_PATH = '/editor';

/**
 * The editor sign-in's answers, with the spec's auth codes (spec 000 §8): AUT401 invalid credentials, AUT426 last
 * login attempt, AUT441 locked account — here "wait before trying again", with how long. All are 401, so a client
 * tells them apart by `errorId` only; a call without a session is ADM401, so "sign in again" is never mistaken for
 * "wrong password".
 */
export const editorAuthErrors = {
  invalidCredentials: () => new ApiError(401, errorIds.unauthorized, 'The e-mail or the password is wrong.'),
  lastAttempt: () =>
    new ApiError(401, errorIds.lastAttempt, 'The e-mail or the password is wrong. One attempt is left before sign-ins to this account have to wait.'),
  /** Too many failures: no password is checked until the wait is over. */
  locked: (waitMs: number) => {
    const seconds = secondsOf(waitMs);
    return new ApiError(401, errorIds.tooManySignIns, `Too many failed sign-ins to this account: try again in ${describeWait(seconds)}.`, undefined, {
      [RETRY_AFTER_DETAIL]: seconds,
    });
  },
  /** No session cookie, or one that expired or was signed out. */
  signedOut: () => new ApiError(401, errorIds.signInRequired, `Sign in to the editor first (${EDITOR_SIGN_IN_PATH}).`),
  /** A preview (a draft, a scheduled page) asked for without an editor's session or a valid share link. */
  previewClosed: () =>
    new ApiError(
      401,
      errorIds.signInRequired,
      `Previews are for the store's editors: sign in at ${EDITOR_SIGN_IN_PATH}, or open a valid share link.`,
    ),
  publisherOnly: () =>
    new ApiError(403, errorIds.forbidden, 'Only a publisher may do this: publishing, scheduling and restoring need the publisher role.'),
  foreignOrigin: () =>
    new ApiError(403, errorIds.forbidden, "Admin API writes are accepted from this store's own pages only (the Origin header must be its origin)."),
  notJson: () => new ApiError(415, errorIds.unsupportedMediaType, 'Admin API writes take JSON bodies only (Content-Type: application/json).'),
};
