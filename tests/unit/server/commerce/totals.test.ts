import { describe, expect, it } from 'vitest';
import { siteForLocale, type Site } from '../../../../runtime/core';
import { cartTotals } from '../../../../server/commerce/cart/totals';
import { vatWithin } from '../../../../server/commerce/cart/shipping';

const site = (locale: string): Site => siteForLocale(locale)!;

describe('cart totals in minor units', () => {
  it('takes the VAT out of a total in integers, rounded half up', () => {
    expect(vatWithin(11_900, 190_000)).toBe(1_900); // €119.00 at 19 % holds €19.00
    expect(vatWithin(12_000, 200_000)).toBe(2_000);
    expect(vatWithin(1, 200_000)).toBe(0);
    expect(vatWithin(3, 200_000)).toBe(1); // 0.5 rounds up
    for (let total = 0; total < 5_000; total += 7) expect(Number.isInteger(vatWithin(total, 190_000))).toBe(true);
  });

  it('charges standard shipping below the free threshold and none from it (US $75)', () => {
    expect(cartTotals([{ current: 2_400, original: 2_400, qty: 1 }], site('en-us'), undefined)).toMatchObject({
      itemTotal: 2_400,
      shipping: 800,
      tax: 0,
      total: 3_200,
      taxIncluded: false,
    });
    expect(cartTotals([{ current: 2_500, original: 2_500, qty: 3 }], site('en-us'), undefined)).toMatchObject({
      itemTotal: 7_500,
      shipping: 0,
      total: 7_500,
    });
    expect(cartTotals([], site('en-us'), undefined)).toMatchObject({ itemTotal: 0, shipping: 0, total: 0, totalUnits: 0 });
  });

  it('adds North American tax on items and shipping once the region is known', () => {
    // Colorado 2.9 %: (24.00 + 8.00) × 0.029 = 0.928 → 0.93.
    expect(cartTotals([{ current: 2_400, original: 2_400, qty: 1 }], site('en-us'), 29_000)).toMatchObject({
      tax: 93,
      total: 3_293,
      totalWithoutTax: 3_200,
    });
    // Ontario HST 13 % on a CA$249 boot (free shipping over CA$99).
    expect(cartTotals([{ current: 24_900, original: 24_900, qty: 1 }], site('en-ca'), 130_000)).toMatchObject({
      shipping: 0,
      tax: 3_237,
      total: 28_137,
    });
  });

  it('keeps VAT within European totals and never makes shipping free there', () => {
    const uk = cartTotals([{ current: 12_000, original: 15_000, qty: 1 }], site('en-gb'), undefined);
    expect(uk).toMatchObject({ itemTotal: 12_000, shipping: 495, taxIncluded: true, total: 12_495, totalDiscount: 3_000 });
    expect(uk.tax).toBe(vatWithin(12_495, 200_000));
    expect(uk.totalWithoutTax + uk.tax).toBe(uk.total);
    expect(cartTotals([{ current: 50_000, original: 50_000, qty: 1 }], site('de-de'), undefined).shipping).toBe(595);
  });
});
