import { isApiError, type Translate } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import type { BlockIssue } from './admin-types';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A refused publish (422): each invalid block (id and type) and field path its answer names. */
export function blockIssuesOf(error: unknown): readonly BlockIssue[] {
  if (!isApiError(error)) return [];
  return (error.envelope?.errorDetails ?? []).flatMap((detail): BlockIssue[] => {
    const blockId = text(detail.blockId);
    if (!blockId) return [];
    return [
      {
        blockId,
        type: text(detail.blockType) ?? text(detail.type) ?? '',
        path: text(detail.path) ?? text(detail.field) ?? '',
        message: text(detail.message) ?? '',
      },
    ];
  });
}

/** A 409 to a save: another editor saved a newer version first. */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;

/**
 * What to tell the editor about a failed call, in their words: the sign-in codes (invalid credentials, last attempt
 * before a wait, how long to wait or locked), no permission, too many calls, no connection; else the server's message.
 */
export function describeAdminError(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('editor.app.errorUnknown');
  if (error.isNetwork) return t('editor.app.errorOffline');
  switch (error.errorId) {
    case errorIds.unauthorized:
    case errorIds.accountNotFound:
    case errorIds.invalidPassword:
    case errorIds.invalidLogin:
      return t('editor.signIn.errorInvalid');
    case errorIds.lastAttempt:
      return t('editor.signIn.errorLastAttempt');
    case errorIds.tooManySignIns:
      // Minutes rounded up: the editor is never told to try sooner than the server lets them.
      if (error.retryAfterSeconds !== undefined)
        return t('editor.signIn.errorWait', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
      return t('editor.signIn.errorLocked');
    case errorIds.accountLocked:
      return t('editor.signIn.errorLocked');
    default:
  }
  if (error.status === 401) return t('editor.app.errorSignedOut');
  if (error.status === 403) return t('editor.app.errorForbidden');
  if (error.status === 404) return t('editor.app.errorNotFound');
  if (error.status === 409) return t('editor.save.conflictTitle');
  if (error.status === 429) return t('editor.app.errorTooMany');
  if (error.status >= 500) return t('editor.app.errorServer');
  return error.serverMessage ?? t('editor.app.errorUnknown');
}
