import { cardBrand, detectBrand, luhnValid, type CardBrand } from '../../runtime/core';

/**
 * A card's form, checked in the browser before the gateway is asked (the gateway checks the same number rules, from
 * runtime/core: Luhn, a known network; and month and year, a 3-digit code or 4 for American Express). Quick answers,
 * not the authority.
 */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

export const maxCardDigits = (brand: CardBrand | null): number => (brand === 'amex' ? 15 : brand === 'mastercard' ? 16 : 19);

/** Digits grouped as printed on the card: fours, or 4-6-5 for American Express. */
export function formatCardNumber(digits: string): string {
  const groups = detectBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Where the caret goes in `formatted` to stand after its `digitsBefore`-th digit. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

export type CardProblem = 'required' | 'numberInvalid' | 'brandUnsupported' | 'expiryInvalid' | 'expired' | 'cvcInvalid' | 'nameInvalid';

export function cardNumberProblem(digits: string): CardProblem | null {
  if (digits === '') return 'required';
  if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) return 'numberInvalid';
  return cardBrand(digits) ? null : 'brandUnsupported';
}

/** "MM / YY" as typed: a month above 1 gets its zero ("4" → "04"); the separator comes with the year's first digit. */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text);
  // Autofill may give the year in four digits ("12/2034").
  if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function parseExpiry(text: string): { month: number; year: number } | null {
  const found = /^(\d{2}) \/ (\d{2})$/.exec(formatExpiry(text));
  return found ? { month: Number(found[1]), year: 2000 + Number(found[2]) } : null;
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(text: string, now: Date = new Date()): CardProblem | null {
  if (digitsOf(text) === '') return 'required';
  const expiry = parseExpiry(text);
  if (!expiry || expiry.month < 1 || expiry.month > 12) return 'expiryInvalid';
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1) ? 'expired' : null;
}

export function cvcProblem(cvc: string, brand: CardBrand | null): CardProblem | null {
  if (cvc === '') return 'required';
  return (brand === 'amex' ? /^\d{4}$/ : brand ? /^\d{3}$/ : /^\d{3,4}$/).test(cvc) ? null : 'cvcInvalid';
}

export function holderNameProblem(name: string): CardProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length < 2 || trimmed.length > 60 ? 'nameInvalid' : null;
}
