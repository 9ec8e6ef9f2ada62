import type { ErrorEnvelope } from '../../schemas';

const isEnvelope = (body: unknown): body is ErrorEnvelope => {
  const details = (body as { errorDetails?: unknown } | null)?.errorDetails;
  return Array.isArray(details) && typeof (details[0] as { errorId?: unknown } | undefined)?.errorId === 'string';
};

/**
 * Marks an `ApiError` from any copy of this module: the server and its built SSR entry each bundle their
 * own, and the server's content service throws errors the entry's loaders read.
 */
const BRAND = Symbol.for('tessera.ApiError');

export interface ApiErrorOptions {
  /** The answer's `Retry-After` header. */
  readonly retryAfter?: string | undefined;
  /** What failed when there was no answer. */
  readonly cause?: unknown;
}

/**
 * A call of the API that did not succeed: a non-2xx answer, carrying the spec's error envelope when the server sent
 * one, or no answer at all (status 0: offline, DNS, a dropped connection).
 */
export class ApiError extends Error {
  readonly [BRAND] = true;
  /** The answer's status; 0 when the server could not be reached. */
  readonly status: number;
  readonly envelope: ErrorEnvelope | undefined;
  /** `errorDetails[0].errorId` of the envelope, e.g. `API404`. */
  readonly errorId: string | undefined;
  /** The server's own words (English), for when the client has none for the code. */
  readonly serverMessage: string | undefined;
  readonly correlationId: string | undefined;
  /** Seconds to wait before trying again, when the answer says (its `retryAfterSeconds`, else `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  readonly path: string;

  constructor(status: number, body: unknown, path: string, options: ApiErrorOptions = {}) {
    const envelope = isEnvelope(body) ? body : undefined;
    const first = envelope?.errorDetails[0];
    const what = status === 0 ? `No answer from ${path}` : `${status} from ${path}`;
    super(first ? `${status} ${first.errorId}: ${first.message}` : what, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
    this.errorId = first?.errorId;
    this.serverMessage = first?.message;
    this.correlationId = this.envelope?.correlationId;
    const wait = first?.retryAfterSeconds;
    this.retryAfterSeconds = typeof wait === 'number' ? wait : /^\d+$/.test(options.retryAfter ?? '') ? Number(options.retryAfter) : undefined;
    this.path = path;
  }

  /** The server could not be reached: worth trying again. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true);

/** The content service has no such document (or the call's parameters name none). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** Whether trying the same call again later may succeed: no connection, too many calls, or the server failing. */
export const isRetryable = (error: unknown): boolean => isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
