// First: in the browser, zod is told not to probe for `eval` before these schemas are built.
import '../zod-in-the-browser';
import { z } from 'zod';
import { text } from '../text';

/**
 * Addresses (spec 000 §3 "Address", §5 "Address defaults") and their rules per country, shared by the checkout's
 * forms in the browser and the server's cart calls, so both refuse the same input with the same words. Each issue's
 * message is a key of the message catalogue (`form.*`); the server answers the reference locale's text.
 */

import { shippingCountries, type ShippingCountry } from '../constants';

import { normalisePhone } from '../phone';

export { shippingCountries, type ShippingCountry } from '../constants';
export { normalisePhone } from '../phone';

/** States and provinces, where the country needs one (US, CA). */
export const provinces: Readonly<Partial<Record<ShippingCountry, readonly string[]>>> = {
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
};

/** Postal code per country, as typed (spaces allowed where the country writes one). */
const postalPatterns: Readonly<Record<ShippingCountry, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
};

/** A postal code as the country writes it (capitals, the space of CA and GB codes in place), or null. */
export function normalisePostalCode(postalCode: string, country: ShippingCountry): string | null {
  const code = postalCode.trim().toUpperCase();
  if (!postalPatterns[country].test(code)) return null;
  if (country === 'CA' || country === 'GB') {
    const bare = code.replace(' ', '');
    return `${bare.slice(0, -3)} ${bare.slice(-3)}`;
  }
  return code;
}

/** Spec 000 §5: letters with accents, spaces, comma, period, apostrophe, hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’-]+$/u;
const NAME = NAME_PATTERN;
/** Spec 000 §5: a standard address pattern with a dotted domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const LINE_MAX = 30;
export const EMAIL_MAX = 100;

/** What a shopper types: a message key where the text cannot be stored (a NUL pasted in, half an emoji). */
const typed = () => text('form.textInvalid');

const required = (max: number) => typed().trim().min(1, 'form.required').max(max, 'form.tooLong');
const name = typed().trim().min(1, 'form.required').min(NAME_MIN, 'form.tooShort').max(NAME_MAX, 'form.tooLong').regex(NAME, 'form.nameInvalid');

export const emailSchema = typed().trim().min(1, 'form.required').max(EMAIL_MAX, 'form.tooLong').regex(EMAIL, 'form.emailInvalid');

/** The fields a shopper types; the server adds ids and flags. */
export const addressFields = z.object({
  firstName: name,
  lastName: name,
  addressLine1: required(LINE_MAX),
  addressLine2: typed().trim().max(LINE_MAX, 'form.tooLong').optional().default(''),
  city: required(LINE_MAX),
  province: typed().trim().optional().default(''),
  postalCode: typed().trim().min(1, 'form.required'),
  country: z.enum(shippingCountries, { message: 'form.countryInvalid' }),
  phone: typed().trim().min(1, 'form.required'),
});

/**
 * An address as the shopper types it, checked by its country's rules and returned normalised (postal code in
 * capitals, phone in international form, province in capitals). Issues name their field.
 */
export const addressInputSchema = addressFields.transform((address, context) => byCountryRules(address, context));

/**
 * An address's country rules (postal code, phone, province), for any schema that holds the address fields (the
 * checkout's, the account's saved addresses): issues added to `context`, the fields returned normalised.
 */
export function byCountryRules<A extends z.output<typeof addressFields>>(address: A, context: z.RefinementCtx): A {
  const country = address.country;
  const postalCode = normalisePostalCode(address.postalCode, country);
  if (postalCode === null) context.addIssue({ code: 'custom', path: ['postalCode'], message: `form.postalInvalid.${country}` });
  const phone = normalisePhone(address.phone, country);
  if (phone === null) context.addIssue({ code: 'custom', path: ['phone'], message: 'form.phoneInvalid' });
  const list = provinces[country];
  const province = address.province.toUpperCase();
  if (list && !list.includes(province)) {
    context.addIssue({ code: 'custom', path: ['province'], message: province === '' ? 'form.required' : 'form.provinceInvalid' });
  }
  return { ...address, postalCode: postalCode ?? address.postalCode, phone: phone ?? address.phone, province: list ? province : address.province };
}
export type AddressInput = z.input<typeof addressFields>;

/** An address as the cart and the order hold it (spec 000 §3). */
export const addressSchema = z.object({
  addressId: text(),
  approachType: z.enum(['S', 'B']),
  firstName: text(),
  lastName: text(),
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  province: text(),
  postalCode: text(),
  country: text(),
  countryCode: text(),
  phone: text(),
  email: text().optional(),
  shippingId: text().optional(),
  isValidated: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
