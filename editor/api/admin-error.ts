import type { Translate } from '../../runtime/core';
import type { BlockIssue } from './admin-types';

interface ErrorDetail {
  readonly errorId?: unknown;
  readonly message?: unknown;
  readonly blockId?: unknown;
  readonly type?: unknown;
  readonly blockType?: unknown;
  readonly path?: unknown;
  readonly field?: unknown;
  readonly retryAfterSeconds?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The entries of an answer's error envelope (`errorDetails`), or of a bare `{ errorId, message }`. */
function detailsOf(body: unknown): readonly ErrorDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const details = (body as { errorDetails?: unknown }).errorDetails;
  if (Array.isArray(details)) return details.filter((entry): entry is ErrorDetail => typeof entry === 'object' && entry !== null);
  return typeof (body as ErrorDetail).errorId === 'string' ? [body] : [];
}

/** Whole seconds from a `Retry-After` header (its delay form; a date is not used by this API), or undefined. */
const secondsOf = (header: string | null | undefined): number | undefined =>
  header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;

/**
 * A non-2xx answer of the admin API, with the envelope's first code and message, any blocks it names, and how long
 * to wait before trying again when the answer says so.
 */
export class AdminApiError extends Error {
  readonly status: number;
  /** `errorDetails[0].errorId`, e.g. `AUT401`. */
  readonly errorId: string | undefined;
  /** The server's own words (English), shown when the editor has none for the code. */
  readonly serverMessage: string | undefined;
  /** A 422 of publish: each invalid block (id and type) and field path. */
  readonly issues: readonly BlockIssue[];
  /** Seconds to wait before trying again (AUT441's `retryAfterSeconds`, else `Retry-After`), when the answer says. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, path: string, retryAfter?: string | null) {
    const details = detailsOf(body);
    const first = details[0];
    const errorId = text(first?.errorId);
    const message = text(first?.message);
    super(errorId ? `${status} ${errorId}: ${message ?? ''}` : `${status} from ${path}`);
    this.name = 'AdminApiError';
    this.status = status;
    this.errorId = errorId;
    this.serverMessage = message;
    this.retryAfterSeconds = typeof first?.retryAfterSeconds === 'number' ? first.retryAfterSeconds : secondsOf(retryAfter);
    this.issues = details.flatMap((detail): BlockIssue[] => {
      const blockId = text(detail.blockId);
      if (!blockId) return [];
      return [{
        blockId,
        type: text(detail.blockType) ?? text(detail.type) ?? '',
        path: text(detail.path) ?? text(detail.field) ?? '',
        message: text(detail.message) ?? '',
      }];
    });
  }
}

/** The server could not be reached (offline, DNS, a dropped connection): worth trying again. */
export class AdminNetworkError extends Error {
  constructor(cause: unknown) {
    super('The editor could not reach the server.', { cause });
    this.name = 'AdminNetworkError';
  }
}

export const isAdminApiError = (error: unknown): error is AdminApiError => error instanceof AdminApiError;

/** Whether trying the same call again later may succeed: no connection, too many calls, or the server failing. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof AdminNetworkError || (error instanceof AdminApiError && (error.status === 429 || error.status >= 500));

/** A 409 to a save: another editor saved a newer version first. */
export const isConflict = (error: unknown): boolean => error instanceof AdminApiError && error.status === 409;

/**
 * What to tell the editor about a failed call, in their words: the sign-in codes (invalid credentials, last attempt
 * before a wait, how long to wait or locked), no permission, too many calls, no connection; else the server's message.
 */
export function describeAdminError(error: unknown, t: Translate): string {
  if (error instanceof AdminNetworkError) return t('editor.app.errorOffline');
  if (!(error instanceof AdminApiError)) return t('editor.app.errorUnknown');
  switch (error.errorId) {
    case 'AUT401':
    case 'AUT418':
    case 'AUT437':
    case 'AUT438':
      return t('editor.signIn.errorInvalid');
    case 'AUT426':
      return t('editor.signIn.errorLastAttempt');
    case 'AUT441':
      // Minutes rounded up: the editor is never told to try sooner than the server lets them.
      if (error.retryAfterSeconds !== undefined) return t('editor.signIn.errorWait', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
      return t('editor.signIn.errorLocked');
    case 'AUT423':
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
