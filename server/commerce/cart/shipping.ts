import type { Site } from '../../../runtime/core';

/** One site's standard delivery: its price, its delivery time and (where the site offers it) free from an item total. */
export interface StandardShipping {
  readonly price: number;
  readonly deliveryTime: string;
  readonly freeOver?: number;
}

/**
 * Standard delivery by country, in minor units. Free shipping over $75 (US) and CA$99 (Canada), as the promo bars say;
 * none in Great Britain, France and Germany (spec 001 §9 excludes them from the free-shipping benefit).
 */
const byCountry: Readonly<Record<string, StandardShipping>> = {
  US: { price: 800, deliveryTime: '3-5', freeOver: 7500 },
  CA: { price: 1200, deliveryTime: '3-6', freeOver: 9900 },
  GB: { price: 495, deliveryTime: '2-4' },
  FR: { price: 595, deliveryTime: '2-4' },
  DE: { price: 595, deliveryTime: '2-4' },
};

export function standardShipping(site: Site): StandardShipping {
  const found = byCountry[site.locale.country];
  if (!found) throw new Error(`no shipping configured for ${site.locale.country}`);
  return found;
}

/**
 * VAT rates where prices include it (Europe), in parts per million; North American sales tax is added at checkout
 * from the address.
 */
const vatPpmByCountry: Readonly<Record<string, number>> = { GB: 200_000, FR: 200_000, DE: 190_000 };

export const includedVatRate = (site: Site): number | undefined => vatPpmByCountry[site.locale.country];

/**
 * The VAT within a total that includes it, `total × rate / (1 + rate)` rounded half up to the minor unit, in
 * integers only (a €119.00 total at 19 % holds €19.00 of VAT).
 */
export function vatWithin(total: number, ratePpm: number): number {
  const whole = 1_000_000 + ratePpm;
  return Math.floor((2 * total * ratePpm + whole) / (2 * whole));
}
