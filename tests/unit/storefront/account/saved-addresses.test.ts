import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../runtime/core';
import { savedAddressBodySchema, type SavedAddress } from '../../../../schemas';
import { accountProblem } from '../../../../storefront/account';
import {
  addressLabel,
  checkoutAddressOf,
  makeMainBody,
  savedAddressBody,
  savedAddressDefaults,
  savedAddressFormSchema,
  shippableAddresses,
} from '../../../../storefront/account/saved-addresses';

const address = (fields: Partial<SavedAddress>): SavedAddress => ({
  id: 'a-1',
  addressId: 'a-1',
  approachType: 'S',
  main: false,
  firstName: 'Maya',
  lastName: 'Thompson',
  addressLine1: '2250 Blake St',
  addressLine2: 'Unit 3B',
  city: 'Denver',
  province: 'CO',
  postalCode: '80205',
  country: 'US',
  countryCode: 'US',
  phone: '+13035550117',
  phoneCode: '+1',
  recipientContactPhone: '+13035550117',
  email: null,
  shippingId: null,
  isValidated: false,
  subscriptions: { newsletterConsent: false },
  ...fields,
});

describe('saved addresses in the storefront (issue 24 §2)', () => {
  it('sends the form’s values as the server takes them: kind and main beside the fields, normalised by the same rules', () => {
    const values = savedAddressFormSchema.parse({
      approachType: 'B',
      main: true,
      address: {
        ...savedAddressDefaults('US').address,
        firstName: 'Maya',
        lastName: 'Thompson',
        addressLine1: '9 Aspen Way',
        city: 'Boulder',
        province: 'co',
        postalCode: '80302',
        phone: '(303) 555-0188',
      },
    });
    const body = savedAddressBody(values);
    expect(body.address).toMatchObject({ approachType: 'B', main: true, province: 'CO', phone: '+13035550188', country: 'US' });
    // The server's schema takes what the form sends, unchanged.
    expect(savedAddressBodySchema.parse(body).address).toMatchObject({ approachType: 'B', main: true, phone: '+13035550188' });
  });

  it('refuses what the checkout refuses: a bad ZIP code, a short name', () => {
    const result = savedAddressFormSchema.safeParse({
      approachType: 'S',
      main: false,
      address: {
        ...savedAddressDefaults('US').address,
        firstName: 'M',
        lastName: 'Thompson',
        addressLine1: '1 A St',
        city: 'Denver',
        province: 'CO',
        postalCode: 'SW1A 1AA',
        phone: '3035550188',
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['address.firstName', 'form.tooShort']]);
  });

  it('makes main with the address as it is, and the server takes that body', () => {
    const body = makeMainBody(address({ main: false, email: 'maya@example.com' }));
    expect(body.address).toMatchObject({ main: true, approachType: 'S', addressLine1: '2250 Blake St', country: 'US', email: 'maya@example.com' });
    expect(savedAddressBodySchema.safeParse(body).success).toBe(true);
  });

  it('starts the edit form from the saved address, its phone written as the country writes it', () => {
    expect(savedAddressDefaults('US', address({ approachType: 'B', main: true }))).toEqual({
      approachType: 'B',
      main: true,
      address: expect.objectContaining({ addressLine1: '2250 Blake St', phone: '(303) 555 - 0117', country: 'US' }) as unknown,
    });
    expect(savedAddressDefaults('GB')).toMatchObject({ approachType: 'S', main: false, address: { firstName: '', country: 'GB' } });
  });

  it('offers at the checkout the shipping addresses of the site’s country only, the main one first', () => {
    const list = [
      address({ addressId: 'a-office', main: false }),
      address({ addressId: 'a-billing', approachType: 'B', main: true }),
      address({ addressId: 'a-home', main: true }),
      address({ addressId: 'a-london', countryCode: 'GB', country: 'GB' }),
    ];
    expect(shippableAddresses(list, 'US').map((a) => a.addressId)).toEqual(['a-home', 'a-office']);
    expect(shippableAddresses(list, 'FR')).toEqual([]);
    expect(checkoutAddressOf(list[2]!)).toMatchObject({ addressId: 'a-home', country: 'US', countryCode: 'US' });
    expect(checkoutAddressOf(list[2]!)).not.toHaveProperty('email');
    expect(addressLabel(list[0]!)).toBe('2250 Blake St, Denver');
  });

  it('words the address codes from the catalogue', () => {
    const refused = (errorId: string) =>
      new ApiError(404, { errorDetails: [{ errorId, message: 'x' }], correlationId: 'c' }, '/consumers-v3/consumer/address/a-1');
    expect(accountProblem(refused('ADR404'), 'US')).toEqual({ errorId: 'ADR404', message: 'account.error.addressNotFound' });
    expect(accountProblem(refused('ADR409'), 'US')).toEqual({ errorId: 'ADR409', message: 'account.error.tooManyAddresses' });
  });
});
