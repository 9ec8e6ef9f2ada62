import { useRuntime } from '../../runtime/react';
import type { Address } from '../../schemas';
import { isShippingCountry } from '../../schemas/constants';
import { maskPhone } from './address-display';

/** The lines of an address as the country writes them on a parcel. */
export function addressLines(address: Address, regionName: (country: string) => string): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const street = [address.addressLine1, address.addressLine2].filter((line) => line.trim() !== '');
  const country = address.countryCode || address.country;
  // North America: "Denver, CO 80202"; Britain: town, then postcode; France and Germany: "10115 Berlin".
  const place = country === 'US' || country === 'CA'
    ? [`${address.city}, ${address.province} ${address.postalCode}`.trim()]
    : country === 'GB'
      ? [address.city, address.postalCode]
      : [`${address.postalCode} ${address.city}`.trim()];
  return [name, ...street, ...place, regionName(country)].filter((line) => line !== '');
}

/** An address as a block of lines, with its phone: on the review, the billing step and the confirmation. */
export function AddressSummary({ address, showPhone = true }: { readonly address: Address; readonly showPhone?: boolean }) {
  const { site } = useRuntime();
  const regions = new Intl.DisplayNames([site.locale.tag], { type: 'region' });
  const regionName = (code: string) => (/^[A-Z]{2}$/.test(code) ? (regions.of(code) ?? code) : code);
  const country = address.countryCode || address.country;
  const lines = addressLines(address, regionName);
  return (
    <address className="ts-address-summary">
      {lines.map((line, i) => (
        <span key={i} className="ts-address-summary__line">{line}</span>
      ))}
      {showPhone && address.phone ? (
        <span className="ts-address-summary__line ts-address-summary__phone">{isShippingCountry(country) ? maskPhone(address.phone, country) : address.phone}</span>
      ) : null}
    </address>
  );
}
