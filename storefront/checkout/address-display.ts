import { dialCodes, type ShippingCountry } from '../../schemas/constants';

/**
 * Spec 000 §5's North American mask, `(XXX) XXX - XXXX`, for ten national digits (with or without the +1); any
 * other number is left as typed. Only for display: the rules take the digits either way.
 */
export function maskPhone(phone: string, country: ShippingCountry): string {
  if (dialCodes[country] !== '1') return phone;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(national)) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)} - ${national.slice(6)}`;
}
