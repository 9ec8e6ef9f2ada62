import { DEFAULT_LOCALE, siteForLocale, type Site } from '../../../runtime/core';
import { dialCodes, isShippingCountry, shippingCountries, type ShippingCountry } from '../../../schemas/constants';
import { normalisePhone } from '../../../schemas/forms';
import { ApiError } from '../../http/api-error';
import { accountErrors } from './errors';

/**
 * The site an account call is for: the `locale` query (a path locale, `en-gb`), else the store's default locale (the
 * one `/` redirects to). An unknown locale is a 400 naming the query, as the cart's calls answer.
 */
export function siteOfLocale(locale: string | undefined): Site {
  const site = siteForLocale(locale ?? DEFAULT_LOCALE);
  if (!site) throw ApiError.badRequest(`query.locale: unknown locale "${locale}"`, 'query.locale');
  return site;
}

/** The country a dial code (`+44`, `44`, `0044`) is for: the site's own when both share it (+1 is the US's and Canada's). */
function countryOfDialCode(phoneCode: string, siteCountry: string): ShippingCountry | undefined {
  const dial = phoneCode.replace(/^(\+|00)/, '');
  if (isShippingCountry(siteCountry) && dialCodes[siteCountry] === dial) return siteCountry;
  return shippingCountries.find((country) => dialCodes[country] === dial);
}

/**
 * A phone in international form with its dial code (spec 000 §4: "normalised to international form with a plus sign;
 * a UK number loses its leading zero"): `phoneCode` says whose number it is, else the number's own `+…`, else the site's
 * country. An empty phone clears it (null); one that is not a number of that country is a 400 naming `field`.
 */
export function normaliseConsumerPhone(
  phone: string,
  phoneCode: string | undefined,
  siteCountry: string,
  field: string,
): { phone: string | null; phoneCode: string | null } {
  if (phone.trim() === '') return { phone: null, phoneCode: null };
  const byCode = phoneCode ? countryOfDialCode(phoneCode, siteCountry) : undefined;
  if (phoneCode && !byCode) throw accountErrors.phoneInvalid(field);
  const candidates: readonly ShippingCountry[] = byCode
    ? [byCode]
    : [...(isShippingCountry(siteCountry) ? [siteCountry] : []), ...shippingCountries.filter((country) => country !== siteCountry)];
  // Without a dial code, a number written with its own `+44…` is read as that country's.
  const international = phone.trim().startsWith('+') || phone.trim().startsWith('00') ? candidates : candidates.slice(0, 1);
  for (const country of international) {
    const normalised = normalisePhone(phone, country);
    if (normalised !== null) return { phone: normalised, phoneCode: `+${dialCodes[country]}` };
  }
  throw accountErrors.phoneInvalid(field);
}
