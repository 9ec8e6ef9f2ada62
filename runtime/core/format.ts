/**
 * The one place prices, percentages, dates and numbers become text (issue 10 §2). Every helper takes the
 * locale's BCP 47 tag (`Site['locale']['tag']`) and prices an ISO currency code (`CurrencyCode` for the sites), so the server and the browser print the same characters.
 */

/** Countries whose dates read month first (spec 001 §5: "MM/DD/YYYY displayed; the EMEA region displays differently"). */
const MONTH_FIRST_COUNTRIES = new Set(['US', 'CA']);

/** Intl formatters are costly to build and are asked for the same few locales again and again. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (tag: string, style: DateStyle): Intl.DateTimeFormat => {
  const key = `${tag}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long' ? { dateStyle: 'long', timeZone: 'UTC' } : { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
};

const countries = new Map<string, string>();
const countryOf = (tag: string): string => {
  let country = countries.get(tag);
  if (country === undefined) {
    country = new Intl.Locale(tag).maximize().region ?? '';
    countries.set(tag, country);
  }
  return country;
};

/** Minor units per major unit of the currencies Tessera sells in (all of them have cents or pence). */
const MINOR_UNITS = 100;

export interface PriceOptions {
  /** Drop the minor units when the amount is whole ("$75" in "free shipping over $75"). */
  readonly wholeUnits?: boolean;
}

/** Spec 000 §9: the currency shows as its code for CAD (in Canada "$" is ambiguous), otherwise as its symbol. */
const currencyOptions = (currency: string, amounts: readonly number[], options: PriceOptions): Intl.NumberFormatOptions => {
  const whole = options.wholeUnits === true && amounts.every((amount) => amount % MINOR_UNITS === 0);
  return {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  };
};

/** A price from integer minor units: `formatPrice(1200, 'CAD', 'en-CA')` → "CAD 12.00", `(1200, 'EUR', 'de-DE')` → "12,00 €". */
export function formatPrice(minorUnits: number, currency: string, tag: string, options: PriceOptions = {}): string {
  if (!Number.isInteger(minorUnits)) throw new Error(`formatPrice takes integer minor units, got ${minorUnits}`);
  return numberFormat(tag, currencyOptions(currency, [minorUnits], options)).format(minorUnits / MINOR_UNITS);
}

/** A price range ("$12.00 – $20.00"), or one price when both ends are equal. */
export function formatPriceRange(lowMinor: number, highMinor: number, currency: string, tag: string, options: PriceOptions = {}): string {
  if (lowMinor === highMinor) return formatPrice(lowMinor, currency, tag, options);
  if (!Number.isInteger(lowMinor) || !Number.isInteger(highMinor))
    throw new Error(`formatPriceRange takes integer minor units, got ${lowMinor}–${highMinor}`);
  return numberFormat(tag, currencyOptions(currency, [lowMinor, highMinor], options)).formatRange(lowMinor / MINOR_UNITS, highMinor / MINOR_UNITS);
}

/** Major units (as APIs send them, e.g. 139.5) to integer minor units, without float drift (139.5 → 13950). */
export const toMinorUnits = (major: number): number => Math.round(major * MINOR_UNITS);

/** Spec 000 §9: percentages round to one decimal. `formatPercent(0.1234, 'fr-FR')` → "12,3 %"; a ratio in, not a percent. */
export function formatPercent(ratio: number, tag: string): string {
  return numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** A plain number as the locale groups it ("1,234" / "1 234" / "1.234"). */
export function formatNumber(value: number, tag: string): string {
  return numberFormat(tag, {}).format(value);
}

export type DateStyle = 'numeric' | 'long';

/**
 * A stored date (YYYY-MM-DD, or a full ISO timestamp) for display, read as UTC so server and browser print the
 * same day. `numeric` is spec 001 §5's form: MM/DD/YYYY in North America; elsewhere day first with the locale's
 * separator (DD/MM/YYYY in en-GB and fr-FR, DD.MM.YYYY in de-DE). `long` is the written form of bylines
 * ("March 14, 2026", "14 mars 2026"). Text that is not a date comes back unchanged.
 */
export function formatDate(date: string, tag: string, style: DateStyle = 'numeric'): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(time)) return date;
  if (style === 'long') return dateFormat(tag, 'long').format(time);
  if (MONTH_FIRST_COUNTRIES.has(countryOf(tag))) {
    const day = new Date(time);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(day.getUTCMonth() + 1)}/${two(day.getUTCDate())}/${day.getUTCFullYear()}`;
  }
  return dateFormat(tag, 'numeric').format(time);
}

/** Integer minor units as a decimal string for machines (structured data, feeds): `18999` → `"189.99"`. */
export function decimalAmount(minorUnits: number): string {
  if (!Number.isInteger(minorUnits)) throw new Error(`decimalAmount takes integer minor units, got ${minorUnits}`);
  return (minorUnits / MINOR_UNITS).toFixed(2);
}
