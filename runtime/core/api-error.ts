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

/** A non-2xx answer of the API, carrying the spec's error envelope when the server sent one. */
export class ApiError extends Error {
  readonly [BRAND] = true;
  readonly status: number;
  readonly envelope: ErrorEnvelope | undefined;
  /** `errorDetails[0].errorId` of the envelope, e.g. `API404`. */
  readonly errorId: string | undefined;
  readonly correlationId: string | undefined;
  readonly path: string;

  constructor(status: number, body: unknown, path: string) {
    const envelope = isEnvelope(body) ? body : undefined;
    const first = envelope?.errorDetails[0];
    super(first ? `${status} ${first.errorId}: ${first.message}` : `${status} from ${path}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
    this.errorId = first?.errorId;
    this.correlationId = envelope?.correlationId;
    this.path = path;
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true);

/** The content service has no such document (or the call's parameters name none). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);
