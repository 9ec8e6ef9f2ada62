import { formatDate, type Translate } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import { formatPhone, shippingCountries, type ShippingCountry } from '../../schemas/forms';

/** The profile's details as a list of terms: what the shopper told us, "not given" where they did not. */
export function ProfileDetails({ profile }: { readonly profile: ConsumerProfile }) {
  const t = useMessages();
  const { site } = useRuntime();
  const details = profile.consumerDetails;
  const none = t('account.profile.notGiven');
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('account.profile.name'), name || none],
    [t('account.email'), details.email],
    [t('account.birthDate'), details.birthDate ? formatDate(details.birthDate, site.locale.tag, 'long') : none],
    [t('account.phone'), details.phone ? phoneShown(details.phone, details.country) : none],
    [t('account.postalCode', { country: site.locale.country }), details.postalCode ?? none],
    [t('account.gender'), details.gender ? genderName(t, details.gender) : none],
    [t('account.shoeSize'), profile.preferences.preferredShoeSize ?? none],
  ];
  return (
    <dl className="ts-account-details">
      {rows.map(([term, value]) => (
        <div key={term} className="ts-account-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const genderName = (t: Translate, gender: string) => t('account.gender.option', { gender });

/** A stored phone (international form) as the country writes it, with the country's mask (spec 000 §5). */
const phoneShown = (phone: string, country: string) =>
  (shippingCountries as readonly string[]).includes(country) ? formatPhone(phone, country as ShippingCountry) : phone;
