import { describe, expect, it } from 'vitest';
import { parseConsentGroups, personalizationAllowed } from '../../../../runtime/core';
import { acceptAll, consentChoiceOf, consentCookie, consentCookieValue, rejectOptional } from '../../../../storefront/consent/consent-cookie';

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

  it('is a first-party cookie of a year, secure over https', () => {
    expect(consentCookie(acceptAll, true)).toBe(
      'ts_consent=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(consentCookie(rejectOptional, false)).not.toContain('Secure');
  });
});
