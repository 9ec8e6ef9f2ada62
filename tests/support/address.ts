import type { Address } from '../../schemas';

/** A stored shipping address in Denver (spec 000 §3's shape), with the fields a test changes. */
export const address = (fields: Partial<Address> = {}): Address => ({
  addressId: 'a1',
  approachType: 'S',
  firstName: 'Maya',
  lastName: 'Okafor',
  addressLine1: '1420 Larimer St',
  addressLine2: '',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  countryCode: 'US',
  phone: '+13035550142',
  isValidated: true,
  ...fields,
});
