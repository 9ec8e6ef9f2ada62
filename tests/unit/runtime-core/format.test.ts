import { describe, expect, it } from 'vitest';
import { allSites, formatDate, formatNumber, formatPercent, formatPrice, formatPriceRange, toMinorUnits } from '../../../runtime/core';

// Intl separates some parts with no-break spaces (U+00A0, U+202F); the expectations write them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['en-US', 'USD', '$1,234.50'],
    ['en-CA', 'CAD', 'CAD 1,234.50'],
    ['fr-CA', 'CAD', '1 234,50 CAD'],
    ['en-GB', 'GBP', '£1,234.50'],
    ['fr-FR', 'EUR', '1 234,50 €'],
    ['de-DE', 'EUR', '1.234,50 €'],
  ])('writes %s prices in %s: CAD as a code, the others as a symbol (spec 000 §9)', (tag, currency, expected) => {
    expect(plain(formatPrice(123450, currency, tag))).toBe(expected);
  });

  it('covers every site: each site’s own currency comes out formatted', () => {
    for (const { locale } of allSites()) expect(formatPrice(1200, locale.currency, locale.tag)).toMatch(/12[.,]00/);
  });

  it('drops the minor units of whole amounts only when asked', () => {
    expect(formatPrice(7500, 'USD', 'en-US', { wholeUnits: true })).toBe('$75');
    expect(formatPrice(795, 'USD', 'en-US', { wholeUnits: true })).toBe('$7.95');
    expect(plain(formatPrice(9900, 'CAD', 'fr-CA', { wholeUnits: true }))).toBe('99 CAD');
  });

  it('takes integer minor units only', () => {
    expect(() => formatPrice(12.5, 'USD', 'en-US')).toThrow(/minor units/);
    expect(toMinorUnits(139.99)).toBe(13999);
  });

  it('writes a range, or one price when both ends agree', () => {
    expect(plain(formatPriceRange(1200, 2000, 'USD', 'en-US'))).toBe('$12.00 – $20.00');
    expect(plain(formatPriceRange(1200, 2000, 'CAD', 'en-CA'))).toBe('CAD 12.00–20.00');
    expect(formatPriceRange(13900, 13900, 'USD', 'en-US')).toBe('$139.00');
  });
});

describe('formatPercent', () => {
  it.each([
    ['en-US', 0.12345, '12.3%'],
    ['en-US', 0.1, '10%'],
    ['fr-FR', 0.12345, '12,3 %'],
    ['de-DE', 0.0666, '6,7 %'],
  ])('%s: %s rounds to one decimal as %s', (tag, ratio, expected) => {
    expect(plain(formatPercent(ratio, tag))).toBe(expected);
  });
});

describe('formatNumber', () => {
  it('groups as the locale does', () => {
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
    expect(plain(formatNumber(1234, 'fr-FR'))).toBe('1 234');
    expect(formatNumber(1234, 'de-DE')).toBe('1.234');
  });
});

describe('formatDate', () => {
  it.each([
    ['en-US', '03/28/2026'],
    ['en-CA', '03/28/2026'],
    ['fr-CA', '03/28/2026'],
    ['en-GB', '28/03/2026'],
    ['fr-FR', '28/03/2026'],
    ['de-DE', '28.03.2026'],
  ])('shows a stored YYYY-MM-DD in %s as %s (spec 001 §5: MM/DD/YYYY in North America, day first in EMEA)', (tag, expected) => {
    expect(formatDate('2026-03-28', tag)).toBe(expected);
  });

  it('reads timestamps in UTC, so server and browser print the same day', () => {
    expect(formatDate('2026-03-28T23:30:00Z', 'en-US')).toBe('03/28/2026');
    expect(formatDate('2026-03-28T23:30:00Z', 'de-DE', 'long')).toBe('28. März 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});
