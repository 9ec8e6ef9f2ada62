import { dialCodes, type ShippingCountry } from './constants';

/**
 * Phones per country (spec 000 §5): beside the dial code (`dialCodes`), the national number's digits and the masks that write it.
 * A mask's `X`s take the national digits in order; a mask longer than the number stops at its last digit, a number
 * longer than its mask keeps its remaining digits at the end (German numbers run from six to thirteen digits). The
 * first mask whose `when` matches the national digits writes it; without one, the spec's default mask does.
 */
interface PhoneRule {
  readonly national: RegExp;
  readonly masks: readonly { readonly when: RegExp; readonly mask: string }[];
}

/** Spec 000 §5: the default mask outside North America. */
export const DEFAULT_PHONE_MASK = 'XXXX - XXX - XXX';

const northAmerica: PhoneRule = { national: /^[2-9]\d{9}$/, masks: [{ when: /^/, mask: '(XXX) XXX - XXXX' }] };

const phoneRules: Readonly<Record<ShippingCountry, PhoneRule>> = {
  US: northAmerica,
  CA: northAmerica,
  GB: {
    national: /^[1-9]\d{9}$/,
    // London and the other 2x numbers, the big cities' 1x1 and 11x codes, then four-digit areas and mobiles.
    masks: [
      { when: /^2/, mask: '+44 XX XXXX XXXX' },
      { when: /^1(\d1|1\d)/, mask: '+44 XXX XXX XXXX' },
      { when: /^/, mask: '+44 XXXX XXXXXX' },
    ],
  },
  FR: { national: /^[1-9]\d{8}$/, masks: [{ when: /^/, mask: '+33 X XX XX XX XX' }] },
  DE: {
    national: /^[1-9]\d{5,12}$/,
    // The area code apart from the number: Berlin, Hamburg, Frankfurt and Munich have two digits, mobiles and the
    // x1 cities (Köln 221, Stuttgart 711) three, the rest four.
    masks: [
      { when: /^(30|40|69|89)/, mask: '+49 XX X' },
      { when: /^(1[5-7]|[2-9]\d1)/, mask: '+49 XXX X' },
      { when: /^/, mask: '+49 XXXX X' },
    ],
  },
};

/**
 * A phone number in international form (`+14155550123`), or null when it is not one of the country's: digits
 * only, an international prefix or the trunk zero dropped (spec 000 §4: a UK number loses its leading zero).
 */
export function normalisePhone(phone: string, country: ShippingCountry): string | null {
  const rule = { ...phoneRules[country], dial: dialCodes[country] };
  let digits = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${rule.dial}`)) return null;
    digits = digits.slice(1 + rule.dial.length);
  } else if (digits.startsWith('00' + rule.dial)) {
    digits = digits.slice(2 + rule.dial.length);
  } else if (rule.dial === '1' && digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1);
  } else if (rule.dial !== '1' && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return rule.national.test(digits) ? `+${rule.dial}${digits}` : null;
}

/** Digits written into a mask's `X`s: cut after the last digit when they run out, the rest appended when they don't. */
export function applyPhoneMask(mask: string, digits: string): string {
  let next = 0;
  let written = '';
  for (const char of mask) {
    if (char !== 'X') written += char;
    else if (next < digits.length) written += digits[next++];
    else break;
  }
  return `${written.trimEnd()}${digits.slice(next)}`;
}

/**
 * A phone as its country writes it (`(303) 555 - 0142`, `+33 6 12 34 56 78`, `+49 30 901820`), wherever one is shown:
 * the checkout's review, the order's page and its e-mail. A number that is not one of the country's stays as typed.
 */
export function formatPhone(phone: string, country: ShippingCountry): string {
  const international = normalisePhone(phone, country);
  if (international === null) return phone;
  const rule = phoneRules[country];
  const national = international.slice(1 + dialCodes[country].length);
  const mask = rule.masks.find((each) => each.when.test(national))?.mask ?? DEFAULT_PHONE_MASK;
  return applyPhoneMask(mask, national);
}
