import { describe, expect, it } from 'vitest';
import { consentPending, parseConsentGroups, personalizationAllowed } from '../../../../runtime/core';
import { acceptAll, consentChoiceOf, consentCookieValue, rejectOptional } from '../../../../storefront/consent/consent-cookie';

describe('the consent cookie the banner writes', () => {
  it('is read by the consent rule personalization uses', () => {
    expect(consentCookieValue(acceptAll)).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
    expect(parseConsentGroups(consentCookieValue(acceptAll))).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(parseConsentGroups(consentCookieValue(rejectOptional))).toEqual(['C0001']);
    const groups = parseConsentGroups(consentCookieValue({ ...rejectOptional, targeting: true }));
    expect(personalizationAllowed({ region: 'EMEA', consentGroups: groups, preview: false })).toBe(true);
    const refused = parseConsentGroups(consentCookieValue(rejectOptional));
    expect(personalizationAllowed({ region: 'EMEA', consentGroups: refused, preview: false })).toBe(false);
  });

  it('keeps required on whatever the choice says', () => {
    expect(consentCookieValue({ ...rejectOptional, required: false })).toMatch(/^C0001:1,/);
  });

  it('reads an answer back, and no answer as none', () => {
    expect(consentChoiceOf(undefined)).toBeNull();
    expect(consentChoiceOf('')).toBeNull();
    expect(consentChoiceOf('C0001:1,C0002:0,C0003:1,C0004:0')).toEqual({
      required: true,
      performance: false,
      functional: true,
      targeting: false,
    });
    expect(consentChoiceOf('C0001,C0004')?.targeting).toBe(true);
  });

  it('is asked on EMEA sites only, outside preview, until an answer holds the required group', () => {
    expect(consentPending('EMEA', false, undefined)).toBe(true);
    expect(consentPending('EMEA', false, '')).toBe(true);
    // A refused answer is an answer: the banner does not come back.
    expect(consentPending('EMEA', false, consentCookieValue(rejectOptional))).toBe(false);
    expect(consentPending('EMEA', false, consentCookieValue(acceptAll))).toBe(false);
    expect(consentPending('EMEA', false, 'C0001:0')).toBe(true);
    expect(consentPending('EMEA', false, 'junk')).toBe(true);
    expect(consentPending('EMEA', true, undefined)).toBe(false);
    expect(consentPending('NA', false, undefined)).toBe(false);
  });
});
