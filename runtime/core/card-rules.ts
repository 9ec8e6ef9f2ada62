/**
 * A card number's form, the one set of rules the browser's card fields and the card gateway both check: Luhn and the
 * network from the leading digits. No bank is asked; these are quick answers, the gateway's decision is the authority.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** The Luhn check digit rule every card number follows (false for anything but digits). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/** The network of a whole number, by its leading digits and length (Visa, Mastercard, American Express), or null. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{2}|2(2[2-9]\d|[3-6]\d{2}|7[01]\d|720))\d{12}$/.test(digits)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  return null;
}

/** The network from the first digits typed, to show its mark as the shopper types. */
export function detectBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}
