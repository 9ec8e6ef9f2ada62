/**
 * The sandbox gateway's own card rules: expiry and its test numbers. A number's form (Luhn, network) is the shared
 * rule of runtime/core, which the browser's card fields check too.
 */

/** Whether a card's expiry month has ended before `now` (a card is valid through the last day of its month). */
export const expired = (month: number, year: number, now: Date): boolean =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

/**
 * The sandbox's well-known test numbers and what each does when authorized; any other valid number approves.
 */
export const testBehaviours: Readonly<Record<string, SandboxBehaviour>> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  '4000000000000119': 'unavailable',
  '4000000000000077': 'slow',
};
/** `slow` approves, but takes SLOW_CARD_MS to take the request in and as long again to answer, as a gateway under load. */
export type SandboxBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'challenge' | 'unavailable' | 'slow';

/** Each half of a slow card's authorization (before the gateway records it, and after): long enough to cut one off. */
export const SLOW_CARD_MS = 1_000;
