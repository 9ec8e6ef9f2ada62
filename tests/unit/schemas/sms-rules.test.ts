import { describe, expect, it } from 'vitest';
import { isSmsPhone, smsFieldsRules } from '../../../schemas';

describe('the SMS number rule', () => {
  it("takes the site's country's numbers, and another's only with its own prefix", () => {
    expect(isSmsPhone('(303) 555-0142', 'US')).toBe(true);
    expect(isSmsPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(isSmsPhone('+44 20 7946 0958', 'US')).toBe(true);
    expect(isSmsPhone('020 7946 0958', 'US')).toBe(false);
    expect(isSmsPhone('555-01', 'US')).toBe(false);
    expect(isSmsPhone('   ', 'DE')).toBe(false);
  });
});

describe('the SMS fields', () => {
  const issues = (country: string, manage: boolean, values: { phone: string; smsTermsAccepted: boolean }) => {
    const parsed = smsFieldsRules(country, manage).safeParse(values);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  it('needs the terms accepted and a valid number to subscribe', () => {
    expect(issues('US', false, { phone: '', smsTermsAccepted: false })).toEqual(['smsTermsAccepted: form.requiredCheckbox', 'phone: form.required']);
    expect(issues('US', false, { phone: '12', smsTermsAccepted: true })).toEqual(['phone: form.phoneInvalid']);
    expect(issues('US', false, { phone: '3035550142', smsTermsAccepted: true })).toEqual([]);
  });
  it('lets a subscription be managed off without a number', () => {
    expect(issues('GB', true, { phone: '', smsTermsAccepted: false })).toEqual([]);
    expect(issues('GB', true, { phone: 'nope', smsTermsAccepted: true })).toEqual(['phone: form.phoneInvalid']);
  });
});
