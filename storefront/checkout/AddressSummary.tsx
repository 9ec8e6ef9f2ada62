import { addressLines, regionNamer } from '../../runtime/core';
import { useRuntime } from '../../runtime/react';
import type { Address } from '../../schemas';
import { isShippingCountry } from '../../schemas/constants';
import { formatPhone } from '../../schemas/forms';

/** An address as a block of lines, with its phone: on the review, the billing step and the confirmation. */
export function AddressSummary({ address, showPhone = true }: { readonly address: Address; readonly showPhone?: boolean }) {
  const { site } = useRuntime();
  const country = address.countryCode || address.country;
  const lines = addressLines(address, regionNamer(site.locale.tag));
  return (
    <address className="ts-address-summary">
      {lines.map((line, i) => (
        <span key={i} className="ts-address-summary__line">
          {line}
        </span>
      ))}
      {showPhone && address.phone ? (
        <span className="ts-address-summary__line ts-address-summary__phone">
          {isShippingCountry(country) ? formatPhone(address.phone, country) : address.phone}
        </span>
      ) : null}
    </address>
  );
}
