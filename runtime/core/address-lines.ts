import type { Address } from '../../schemas';

/**
 * The lines of an address as its country writes them on a parcel, for the checkout's review, the order's page and
 * its e-mail alike: North America "Denver, CO 80202"; Britain the town, then the postcode; France and Germany
 * "10115 Berlin"; the country last, named in the reader's language (`regionNamer`).
 */
export function addressLines(address: Address, regionName: (country: string) => string): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const street = [address.addressLine1, address.addressLine2].filter((line) => line.trim() !== '');
  const country = address.countryCode || address.country;
  const place =
    country === 'US' || country === 'CA'
      ? [`${address.city}, ${address.province} ${address.postalCode}`.trim()]
      : country === 'GB'
        ? [address.city, address.postalCode]
        : [`${address.postalCode} ${address.city}`.trim()];
  return [name, ...street, ...place, regionName(country)].filter((line) => line !== '');
}

/** A country's name in a language (`US` → "United States", "États-Unis"); anything but a country code as given. */
export function regionNamer(tag: string): (code: string) => string {
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  return (code) => (/^[A-Z]{2}$/.test(code) ? (regions.of(code) ?? code) : code);
}
