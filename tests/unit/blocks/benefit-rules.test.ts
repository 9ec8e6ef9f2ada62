import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_EXCLUDED_COUNTRIES, benefitAllowed, visibleBenefits } from '../../../block-registry/benefit-bar/benefit-rules';

describe('benefit rules (spec 001 §9)', () => {
  it('excludes free shipping in exactly FR, IT, DE and GB', () => {
    expect([...FREE_SHIPPING_EXCLUDED_COUNTRIES].sort()).toEqual(['DE', 'FR', 'GB', 'IT']);
    for (const country of ['FR', 'IT', 'DE', 'GB', 'gb', 'fr']) expect(benefitAllowed('freeShipping', country), country).toBe(false);
    for (const country of ['US', 'CA', 'ES', 'NL', '']) expect(benefitAllowed('freeShipping', country), country).toBe(true);
  });

  it('never excludes other benefits', () => {
    for (const benefit of ['freeReturns', 'loyalty', 'other', undefined]) expect(benefitAllowed(benefit, 'GB')).toBe(true);
  });

  it('keeps the order of what remains', () => {
    const items = [{ benefit: 'freeShipping', n: 1 }, { benefit: 'freeReturns', n: 2 }, { n: 3 }, { benefit: 'freeShipping', n: 4 }];
    expect(visibleBenefits(items, 'DE').map((i) => i.n)).toEqual([2, 3]);
    expect(visibleBenefits(items, 'US').map((i) => i.n)).toEqual([1, 2, 3, 4]);
  });
});
