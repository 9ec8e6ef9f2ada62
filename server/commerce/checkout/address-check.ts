import { addressInputSchema, emailSchema, type Address, type ShippingCountry, errorIds } from '../../../schemas';
import { formWords } from './form-words';
import { checkoutErrors } from './errors';

/**
 * An address from a request body checked by its country's rules (schemas/api/address.ts, the same rules as the
 * checkout's forms), or a 400 naming the first bad field (`body.address.0.postalCode: Enter a 5-digit ZIP code`).
 * A missing phone is SHP410.
 */
export function checkAddress(input: unknown, at: string, approachType: 'S' | 'B', addressId: string): Address {
  const parsed = addressInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = [at, ...(issue?.path ?? []).map(String)].join('.');
    const key = issue?.message ?? 'form.required';
    const missingPhone = issue?.path[0] === 'phone' && key === 'form.required';
    throw checkoutErrors.invalidField(field, formWords(key), missingPhone ? errorIds.missingPhone : errorIds.badRequest);
  }
  const address = parsed.data;
  return {
    addressId,
    approachType,
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    country: address.country,
    countryCode: address.country,
    phone: address.phone,
    isValidated: true,
  };
}

/** The guest's e-mail given with the shipping address. */
export function checkEmail(input: unknown, at: string): string {
  const parsed = emailSchema.safeParse(input ?? '');
  if (!parsed.success) throw checkoutErrors.invalidField(at, formWords(parsed.error.issues[0]?.message ?? 'form.required'), errorIds.invalidEmail);
  return parsed.data;
}

export const isShippingCountry = (country: string, siteCountry: string): country is ShippingCountry => country === siteCountry;
