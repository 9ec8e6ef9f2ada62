import { describe, expect, it } from 'vitest';
import { createTranslator, type Translate } from '../../../../runtime/core';
import { checkoutMessage } from '../../../../storefront/checkout';
import { applyPhoneMask, formatPhone } from '../../../../schemas/forms';
import { countryIssues, formFieldPath } from '../../../../storefront/checkout/address-form';

describe('checkout helpers', () => {
  it('reads the server’s field paths in the form’s terms', () => {
    expect(formFieldPath('body.address.0.postalCode')).toBe('address.postalCode');
    expect(formFieldPath('email')).toBe('email');
    expect(formFieldPath('billing.city', { billing: 'address' })).toBe('address.city');
  });

  it('writes every phone with its country’s mask (spec 000 §5), and one that is not the country’s as typed', () => {
    expect(formatPhone('+13035550142', 'US')).toBe('(303) 555 - 0142');
    expect(formatPhone('416-555-0182', 'CA')).toBe('(416) 555 - 0182');
    expect(formatPhone('555 0142', 'US')).toBe('555 0142');
    expect(formatPhone('+442079460958', 'GB')).toBe('+44 20 7946 0958');
    expect(formatPhone('0161 496 0000', 'GB')).toBe('+44 161 496 0000');
    expect(formatPhone('07700 900123', 'GB')).toBe('+44 7700 900123');
    expect(formatPhone('0612345678', 'FR')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+4930123456', 'DE')).toBe('+49 30 123456');
    expect(formatPhone('0221 1234567', 'DE')).toBe('+49 221 1234567');
    expect(formatPhone('01701234567', 'DE')).toBe('+49 170 1234567');
    expect(formatPhone('03581 12345', 'DE')).toBe('+49 3581 12345');
    expect(formatPhone('+4930123456', 'FR')).toBe('+4930123456');
    // Its own format reads back as the same number.
    expect(formatPhone(formatPhone('0612345678', 'FR'), 'FR')).toBe('+33 6 12 34 56 78');
  });

  it('writes digits into a mask, cut where they run out and the rest appended', () => {
    expect(applyPhoneMask('XXXX - XXX - XXX', '1234567890')).toBe('1234 - 567 - 890');
    expect(applyPhoneMask('(XXX) XXX - XXXX', '30355')).toBe('(303) 55');
    expect(applyPhoneMask('+49 XX X', '30123456')).toBe('+49 30 123456');
  });

  it('runs the per-country checks of the rules with their message keys', () => {
    expect(countryIssues({ postalCode: '8020', phone: '12', province: '' }, 'US')).toEqual([
      ['postalCode', 'form.postalInvalid.US'],
      ['phone', 'form.phoneInvalid'],
      ['province', 'form.required'],
    ]);
    expect(countryIssues({ postalCode: 'SW1A 1AA', phone: '020 7946 0958' }, 'GB')).toEqual([]);
    expect(countryIssues({ postalCode: 'M5H 1K4', phone: '4165550182', province: 'XX' }, 'CA')).toEqual([['province', 'form.provinceInvalid']]);
    // Empty fields are the plain rules' business ("This field is required").
    expect(countryIssues({ postalCode: '', phone: '' }, 'DE')).toEqual([]);
  });

  it('words the spec’s error codes from the catalogue, else the server’s message', () => {
    const t: Translate = createTranslator(
      { 'checkout.error.authentication': 'Payment authentication error', 'checkout.error.outOfStock': 'Out of stock' },
      'en-US',
    );
    expect(checkoutMessage('PYT405', 'challenge failed', t)).toBe('Payment authentication error');
    expect(checkoutMessage('INV409', 'x', t)).toBe('Out of stock');
    expect(checkoutMessage('XYZ123', 'The server’s words', t)).toBe('The server’s words');
  });
});
