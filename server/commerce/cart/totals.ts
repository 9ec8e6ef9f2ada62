import type { Site } from '../../../runtime/core';
import { includedVatRate, standardShipping, vatWithin } from './shipping';

export interface PricedLine {
  /** Minor units, each. */
  readonly current: number;
  readonly original: number;
  readonly qty: number;
}

export interface Totals {
  readonly itemTotal: number;
  readonly shipping: number;
  readonly tax: number;
  readonly taxIncluded: boolean;
  readonly totalWithoutTax: number;
  readonly totalDiscount: number;
  readonly total: number;
  readonly totalUnits: number;
}

/**
 * A cart's totals, in integer minor units (no floating-point money): the items, standard shipping (free from the
 * site's threshold, where it has one), and tax. In Europe prices include VAT, which is shown as the part of the
 * total it is; in North America tax is added once the shipping address names a state or province (`salesTaxPpm`,
 * parts per million, on items and shipping), and is 0 before.
 */
export function cartTotals(lines: readonly PricedLine[], site: Site, salesTaxPpm: number | undefined): Totals {
  const itemTotal = lines.reduce((sum, line) => sum + line.current * line.qty, 0);
  const original = lines.reduce((sum, line) => sum + line.original * line.qty, 0);
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  const standard = standardShipping(site);
  const shipping = units === 0 || (standard.freeOver !== undefined && itemTotal >= standard.freeOver) ? 0 : standard.price;
  const vat = includedVatRate(site);
  if (vat !== undefined) {
    const total = itemTotal + shipping;
    const tax = vatWithin(total, vat);
    return {
      itemTotal,
      shipping,
      tax,
      taxIncluded: true,
      totalWithoutTax: total - tax,
      totalDiscount: original - itemTotal,
      total,
      totalUnits: units,
    };
  }
  const beforeTax = itemTotal + shipping;
  // Half-up rounding of an exact integer product: no float ever holds money.
  const tax = salesTaxPpm === undefined ? 0 : Math.floor((beforeTax * salesTaxPpm + 500_000) / 1_000_000);
  return {
    itemTotal,
    shipping,
    tax,
    taxIncluded: false,
    totalWithoutTax: beforeTax,
    totalDiscount: original - itemTotal,
    total: beforeTax + tax,
    totalUnits: units,
  };
}
