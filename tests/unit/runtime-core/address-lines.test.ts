import { describe, expect, it } from 'vitest';
import { addressLines, regionNamer } from '../../../runtime/core';
import { address } from '../../support/address';

describe('an address as its country writes it', () => {
  it('puts town, region and postal code in each country’s order, the country named in the reader’s language', () => {
    expect(addressLines(address({ addressLine2: 'Apt 4B' }), regionNamer('en-US'))).toEqual([
      'Maya Okafor',
      '1420 Larimer St',
      'Apt 4B',
      'Denver, CO 80202',
      'United States',
    ]);
    expect(
      addressLines(address({ city: 'Toronto', province: 'ON', postalCode: 'M5H 1K4', countryCode: 'CA' }), regionNamer('fr-CA')).slice(-2),
    ).toEqual(['Toronto, ON M5H 1K4', 'Canada']);
    expect(
      addressLines(address({ city: 'London', province: '', postalCode: 'SW1A 1AA', countryCode: 'GB' }), regionNamer('en-GB')).slice(-3),
    ).toEqual(['London', 'SW1A 1AA', 'United Kingdom']);
    expect(addressLines(address({ city: 'Berlin', province: '', postalCode: '10119', countryCode: 'DE' }), regionNamer('de-DE')).slice(-2)).toEqual([
      '10119 Berlin',
      'Deutschland',
    ]);
    expect(addressLines(address({ city: 'Paris', province: '', postalCode: '75004', countryCode: 'FR' }), regionNamer('en-US')).slice(-2)).toEqual([
      '75004 Paris',
      'France',
    ]);
  });

  it('leaves a country it cannot name as given', () => {
    expect(regionNamer('en-US')('Atlantis')).toBe('Atlantis');
  });
});
