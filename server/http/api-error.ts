import { errorIds, type ErrorEnvelope } from '../../schemas';

/** Every error envelope names this application. */
export const APP_ID = 'tessera';

type Scalar = string | number | boolean;
export type ErrorDetailValue = Scalar | readonly Readonly<Record<string, Scalar>>[];

/** An error a handler throws on purpose: the error handler answers it as the spec's envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorId: string,
    message: string,
    readonly field?: string,
    /** More the error's first detail says beside errorId and message (INV408's `maxAllowedQty`, INV406's items). */
    readonly details?: Readonly<Record<string, ErrorDetailValue>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static notFound(message: string): ApiError {
    return new ApiError(404, errorIds.notFound, message);
  }

  static badRequest(message: string, field?: string): ApiError {
    return new ApiError(400, errorIds.badRequest, message, field);
  }
}

export function errorEnvelope(correlationId: string, errorId: string, message: string, field?: string, details?: ApiError['details']): ErrorEnvelope {
  return {
    errorDetails: [{ ...details, errorId, message, ...(field === undefined ? {} : { field }) }],
    appId: APP_ID,
    correlationId,
  };
}

/** The catalogue id for a 4xx status Fastify or a plugin raised (bad JSON, wrong media type, …). */
export function errorIdForStatus(status: number): string {
  switch (status) {
    case 404:
      return errorIds.notFound;
    case 405:
      return errorIds.methodNotAllowed;
    case 406:
      return errorIds.notAcceptable;
    case 415:
      return errorIds.unsupportedMediaType;
    case 429:
      return errorIds.tooManyRequests;
    default:
      return status >= 500 ? errorIds.internal : errorIds.badRequest;
  }
}
