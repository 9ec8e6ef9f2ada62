import { ApiError } from '../../http/api-error';

/** Seconds to wait, rounded up: never tells a client it may try before it may. */
export const secondsOf = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/** "45 seconds", "1 minute", "16 minutes" (rounded up): the server's own words for a wait. */
export const describeWait = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The detail of a "wait" answer that says how long, in seconds (the `Retry-After` header says it too). */
export const RETRY_AFTER_DETAIL = 'retryAfterSeconds';

/** The seconds an error tells the client to wait (a locked sign-in), or undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = error instanceof ApiError ? error.details?.[RETRY_AFTER_DETAIL] : undefined;
  return typeof seconds === 'number' ? seconds : undefined;
}
