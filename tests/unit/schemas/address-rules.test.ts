import { describe, expect, it } from 'vitest';
import { addressInputSchema, normalisePhone, normalisePostalCode } from '../../../schemas/forms';

describe('address rules per country', () => {
  it('writes phones in international form (a UK number loses its leading zero)', () => {
    expect(normalisePhone('(303) 555-0142', 'US')).toBe('+13035550142');
    expect(normalisePhone('1 303 555 0142', 'US')).toBe('+13035550142');
    expect(normalisePhone('+1 416 555 0199', 'CA')).toBe('+14165550199');
    expect(normalisePhone('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(normalisePhone('+44 20 7946 0018', 'GB')).toBe('+442079460018');
    expect(normalisePhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(normalisePhone('030 901820', 'DE')).toBe('+4930901820');
    // North America: ten digits starting 2–9 (spec 000 §5).
    expect(normalisePhone('103 555 0142', 'US')).toBeNull();
    expect(normalisePhone('+44 20 7946 0018', 'US')).toBeNull();
    expect(normalisePhone('call me', 'GB')).toBeNull();
  });

  it('writes postal codes as each country does', () => {
    expect(normalisePostalCode('80202', 'US')).toBe('80202');
    expect(normalisePostalCode('80202-1234', 'US')).toBe('80202-1234');
    expect(normalisePostalCode('m5h2n2', 'CA')).toBe('M5H 2N2');
    expect(normalisePostalCode('ec1m 5rn', 'GB')).toBe('EC1M 5RN');
    expect(normalisePostalCode('SW1A1AA', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostalCode('75011', 'FR')).toBe('75011');
    expect(normalisePostalCode('8020', 'US')).toBeNull();
    expect(normalisePostalCode('D5H 2N2', 'CA')).toBeNull();
  });

  it('names each bad field with its message key, and returns a good address normalised', () => {
    const good = {
      firstName: 'Émilie',
      lastName: "O'Brien-Tremblay",
      addressLine1: '88 Queen St W',
      city: 'Toronto',
      province: 'on',
      postalCode: 'm5h2n2',
      country: 'CA',
      phone: '416-555-0199',
    };
    expect(addressInputSchema.parse(good)).toMatchObject({ province: 'ON', postalCode: 'M5H 2N2', phone: '+14165550199', addressLine2: '' });
    const issues = (input: object) => {
      const result = addressInputSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(issues({ ...good, firstName: 'É' })).toEqual(['firstName:form.tooShort']);
    expect(issues({ ...good, lastName: 'R2-D2' })).toEqual(['lastName:form.nameInvalid']);
    expect(issues({ ...good, city: '' })).toEqual(['city:form.required']);
    expect(issues({ ...good, addressLine1: 'x'.repeat(31) })).toEqual(['addressLine1:form.tooLong']);
    expect(issues({ ...good, postalCode: '12345' })).toEqual(['postalCode:form.postalInvalid.CA']);
    expect(issues({ ...good, province: 'ZZ' })).toEqual(['province:form.provinceInvalid']);
    expect(issues({ ...good, country: 'JP' })).toEqual(['country:form.countryInvalid']);
  });
});
