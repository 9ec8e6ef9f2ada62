import { describe, expect, it } from 'vitest';
import type { ConsumerProfile } from '../../../../schemas';
import { needsEmployeeTerms, spendBannerOf } from '../../../../storefront/employee/spend-banner';

type Details = ConsumerProfile['consumerDetails'];

const base: Details = {
  consumerId: 'c1',
  email: 'staff@ridgeline.test',
  firstName: 'Sam',
  lastName: 'Lee',
  birthDate: null,
  phone: null,
  phoneCode: null,
  gender: null,
  postalCode: null,
  country: 'US',
  consumerType: 'REGULAR',
  identity: [],
  addresses: [],
  isEmployeeDiscountTCAccepted: false,
};
const employee = { currentSpend: 12000, annualCap: 150000 };
const athlete = { currentSpend: 5000, annualCredit: 80000 };
const prosumer = { currentSpend: 700, annualCredit: 20000 };

describe('the spend banner priority (spec 000 §4)', () => {
  it('puts an employee with accepted terms first', () => {
    const details = { ...base, consumerType: 'EMPLOYEE' as const, isEmployeeDiscountTCAccepted: true, employee, athlete };
    expect(spendBannerOf(details)).toEqual({ programme: 'employee', currentSpend: 12000, limit: 150000 });
  });

  it('skips an employee whose terms are not accepted', () => {
    const details = { ...base, consumerType: 'EMPLOYEE' as const, employee, athlete };
    expect(spendBannerOf(details)).toEqual({ programme: 'athlete', currentSpend: 5000, limit: 80000 });
    expect(spendBannerOf({ ...base, consumerType: 'EMPLOYEE', employee })).toBeNull();
  });

  it('then athlete, then IPA, then WRANX', () => {
    expect(spendBannerOf({ ...base, athlete, prosumer, identity: [{ type: 'IPA' }] })?.programme).toBe('athlete');
    expect(spendBannerOf({ ...base, prosumer, identity: [{ type: 'WRANX' }, { type: 'IPA' }] })?.programme).toBe('ipa');
    expect(spendBannerOf({ ...base, prosumer, identity: [{ type: 'WRANX' }] })).toEqual({
      programme: 'wranx',
      currentSpend: 700,
      limit: 20000,
    });
  });

  it('shows nothing without a programme or its spend', () => {
    expect(spendBannerOf(base)).toBeNull();
    expect(spendBannerOf({ ...base, identity: [{ type: 'IPA' }] })).toBeNull();
  });

  it('asks an employee for the terms until accepted', () => {
    expect(needsEmployeeTerms({ ...base, consumerType: 'EMPLOYEE' })).toBe(true);
    expect(needsEmployeeTerms({ ...base, consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })).toBe(false);
    expect(needsEmployeeTerms(base)).toBe(false);
  });
});
