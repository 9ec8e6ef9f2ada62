import type { CallInput } from '../../schemas';
import { formatPhone, normalisePhone, normalisePostalCode, shippingCountries, type ShippingCountry } from '../../schemas/forms';
import type { ConsumerProfile } from '../../schemas';
import type { ProfileValues } from './form-rules';

export type UpdateProfileBody = CallInput<'PUT /consumers-v3/consumer/profile'>['body'];

const shipping = (country: string): ShippingCountry | undefined =>
  (shippingCountries as readonly string[]).includes(country) ? (country as ShippingCountry) : undefined;

/** The profile form's values as the profile holds them now (empty strings for what it lacks). */
export function profileDefaults(profile: ConsumerProfile): ProfileValues {
  const details = profile.consumerDetails;
  const country = shipping(details.country);
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    birthDate: details.birthDate ?? '',
    phone: details.phone && country ? formatPhone(details.phone, country) : (details.phone ?? ''),
    postalCode: details.postalCode ?? '',
    gender: details.gender ?? '',
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
  };
}

/**
 * The `PUT` body of the form's values: a field left empty is not sent (the profile keeps what it has; the contract
 * has no way to clear one), the phone in international form, the shoe size cleared with `null`.
 */
export function profileBody(values: ProfileValues, country: string): UpdateProfileBody {
  const site = shipping(country);
  const phone = values.phone && site ? (normalisePhone(values.phone, site) ?? values.phone) : values.phone;
  const postalCode = values.postalCode && site ? (normalisePostalCode(values.postalCode, site) ?? values.postalCode) : values.postalCode;
  const details = {
    firstName: values.firstName,
    lastName: values.lastName,
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    ...(phone ? { phone } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
  };
  return { consumerProfile: { consumerDetails: details, preferences: { preferredShoeSize: values.preferredShoeSize || null } } };
}
