/** A card number's form: what a gateway's card fields check before they tokenize (no bank is asked). */

/** The Luhn check digit rule every card number follows. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network by its leading digits (Visa, Mastercard, American Express), or null. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{2}|2(2[2-9]\d|[3-6]\d{2}|7[01]\d|720))\d{12}$/.test(digits)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  return null;
}

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
