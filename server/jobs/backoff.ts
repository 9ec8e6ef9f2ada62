/** The first retry of a failed job waits this long; each further failure doubles it. */
export const FIRST_RETRY_MS = 15_000;
/** No failed job waits longer than this before it is tried again. */
export const LONGEST_RETRY_MS = 30 * 60_000;

/**
 * How long a job that failed waits before its next try, by the claims so far (1 after the first failure): 15 s,
 * 30 s, 1 min … up to 30 min. A gateway that is down for an hour is asked a few times, not thousands.
 */
export const retryDelayMs = (attempts: number): number => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));
