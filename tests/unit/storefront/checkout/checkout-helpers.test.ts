import { describe, expect, it } from 'vitest';
import { createTranslator, type Translate } from '../../../../runtime/core';
import { checkoutMessage } from '../../../../storefront/checkout';
import { maskPhone } from '../../../../storefront/checkout/address-display';
import { countryIssues, formFieldPath } from '../../../../storefront/checkout/address-form';

describe('checkout helpers', () => {
  it('reads the server’s field paths in the form’s terms', () => {
    expect(formFieldPath('body.address.0.postalCode')).toBe('address.postalCode');
    expect(formFieldPath('email')).toBe('email');
    expect(formFieldPath('billing.city', { billing: 'address' })).toBe('address.city');
  });

  it('shows North American phones with spec 000 §5’s mask, others as given', () => {
    expect(maskPhone('+13035550142', 'US')).toBe('(303) 555 - 0142');
    expect(maskPhone('416-555-0182', 'CA')).toBe('(416) 555 - 0182');
    expect(maskPhone('555 0142', 'US')).toBe('555 0142');
    expect(maskPhone('+442079460958', 'GB')).toBe('+442079460958');
  });

  it('runs the per-country checks of the rules with their message keys', () => {
    expect(countryIssues({ postalCode: '8020', phone: '12', province: '' }, 'US')).toEqual([
      ['postalCode', 'form.postalInvalid.US'], ['phone', 'form.phoneInvalid'], ['province', 'form.required'],
    ]);
    expect(countryIssues({ postalCode: 'SW1A 1AA', phone: '020 7946 0958' }, 'GB')).toEqual([]);
    expect(countryIssues({ postalCode: 'M5H 1K4', phone: '4165550182', province: 'XX' }, 'CA')).toEqual([['province', 'form.provinceInvalid']]);
    // Empty fields are the plain rules' business ("This field is required").
    expect(countryIssues({ postalCode: '', phone: '' }, 'DE')).toEqual([]);
  });

  it('words the spec’s error codes from the catalogue, else the server’s message', () => {
    const t: Translate = createTranslator({ 'checkout.error.authentication': 'Payment authentication error', 'checkout.error.outOfStock': 'Out of stock' }, 'en-US');
    expect(checkoutMessage('PYT405', 'challenge failed', t)).toBe('Payment authentication error');
    expect(checkoutMessage('INV409', 'x', t)).toBe('Out of stock');
    expect(checkoutMessage('XYZ123', 'The server’s words', t)).toBe('The server’s words');
  });
});
