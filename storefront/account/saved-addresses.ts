import { z } from 'zod';
import type { Address, SavedAddress, SavedAddressInput } from '../../schemas';
import { addressInputSchema, type AddressInput, type ShippingCountry } from '../../schemas/forms';
import { addressDefaults } from '../checkout/address-form';

/** The saved addresses' form (issue 24 §2): the kind, the main flag and the checkout's address fields and rules. */
export const savedAddressFormSchema = z.object({
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  address: addressInputSchema,
});
export type SavedAddressForm = z.input<typeof savedAddressFormSchema>;
export type SavedAddressValues = z.output<typeof savedAddressFormSchema>;

/** The form's starting values: a saved address's, or a blank one of the site's country (shipping, main if first of its kind). */
export function savedAddressDefaults(country: ShippingCountry, saved?: SavedAddress): SavedAddressForm {
  return {
    approachType: saved?.approachType ?? 'S',
    main: saved?.main ?? false,
    address: addressDefaults(country, saved ? checkoutAddressOf(saved) : null),
  };
}

/** The body of `POST /address` and `PUT /address/{addressId}` from the form's values. */
export const savedAddressBody = (values: SavedAddressValues): { address: SavedAddressInput } => ({
  address: { ...values.address, approachType: values.approachType, main: values.main },
});

/** The same address with the main flag set: what "make main" sends (the other fields as they are). */
export function makeMainBody(saved: SavedAddress): { address: SavedAddressInput } {
  return {
    address: {
      approachType: saved.approachType,
      main: true,
      firstName: saved.firstName,
      lastName: saved.lastName,
      addressLine1: saved.addressLine1,
      addressLine2: saved.addressLine2,
      city: saved.city,
      province: saved.province,
      postalCode: saved.postalCode,
      country: saved.countryCode as AddressInput['country'],
      phone: saved.phone,
      ...(saved.email ? { email: saved.email } : {}),
      subscriptions: saved.subscriptions,
    },
  };
}

/** A saved address in the checkout's terms (the summary's lines, the shipping form's values). */
export const checkoutAddressOf = (saved: SavedAddress): Address => ({
  addressId: saved.addressId,
  approachType: saved.approachType,
  firstName: saved.firstName,
  lastName: saved.lastName,
  addressLine1: saved.addressLine1,
  addressLine2: saved.addressLine2,
  city: saved.city,
  province: saved.province,
  postalCode: saved.postalCode,
  country: saved.countryCode,
  countryCode: saved.countryCode,
  phone: saved.phone,
  ...(saved.email ? { email: saved.email } : {}),
  isValidated: saved.isValidated,
});

/** How the status line and the buttons name an address: its first line and town (`1420 Larimer St, Denver`). */
export const addressLabel = (address: Pick<SavedAddress, 'addressLine1' | 'city'>): string => `${address.addressLine1}, ${address.city}`;

/**
 * The addresses a signed-in shopper may ship to on a site: shipping ones of the site's country (each site ships to
 * its own country only), the main one first.
 */
export const shippableAddresses = (addresses: readonly SavedAddress[], country: string): SavedAddress[] =>
  addresses.filter((address) => address.approachType === 'S' && address.countryCode === country).sort((a, b) => Number(b.main) - Number(a.main));
