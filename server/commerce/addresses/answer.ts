import type { SavedAddress } from '../../../schemas';
import type { ConsumerAddressRow } from '../../db/index';

/** A saved address as the API answers it (spec 000 §3 "Address"): `id` and `addressId` the same, the country as its code. */
export const savedAddressOf = (row: ConsumerAddressRow): SavedAddress => ({
  id: row.id,
  addressId: row.id,
  approachType: row.approachType,
  main: row.isMain,
  firstName: row.firstName,
  lastName: row.lastName,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  province: row.province,
  postalCode: row.postalCode,
  country: row.countryCode,
  countryCode: row.countryCode,
  phone: row.phone,
  phoneCode: row.phoneCode,
  // The recipient is reached on the address's phone: Tessera keeps one number per address.
  recipientContactPhone: row.phone,
  email: row.email,
  // Carts hold their own copies of an address; a saved one is not any cart's shipment.
  shippingId: null,
  // Checked against the country's rules, never against a postal authority's register.
  isValidated: false,
  subscriptions: { newsletterConsent: row.newsletterConsent },
});
