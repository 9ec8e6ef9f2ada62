import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { MessageKey } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import { formatPhone, provinces, type AddressInput, type ShippingCountry } from '../../schemas/forms';
import { dialCode, type AddressField } from './address-form';
import { FormField } from './FormField';
import { provinceName } from './province-names';

export type AddressSection = 'shipping' | 'billing';

export interface AddressFieldsProps<T extends FieldValues> {
  /** The form's `register`; the address lives at `name` in its values. */
  readonly register: UseFormRegister<T>;
  /** The form's errors of the address (`formState.errors.address`). */
  readonly errors: FieldErrors<AddressInput> | undefined;
  /** The autofill section: `shipping` or `billing` (`shipping given-name`, …). */
  readonly prefix: AddressSection;
  readonly country: ShippingCountry;
  /** The address object's path in the form's values. */
  readonly name?: string;
}

/** Postal codes of five digits get the number pad; the others hold letters or a hyphen (ZIP+4). */
const numericPostal: ReadonlySet<ShippingCountry> = new Set(['FR', 'DE']);

/**
 * The inputs of an address for react-hook-form, in the order a label on a parcel reads, by the site's country's
 * rules: a state or province where the country has them, the postal code as the country calls it, the phone with
 * the country's dial code. Errors are message keys of the form rules (`form.required`), or the server's words.
 */
export function AddressFields<T extends FieldValues>({ register, errors, prefix, country, name = 'address' }: AddressFieldsProps<T>) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const field = (key: AddressField | 'country') => `${id}${prefix}-${key}`;
  const reg = (key: AddressField) => register(`${name}.${key}` as Path<T>);
  // A message key is translated; the server's words (not a key) come back as they are.
  const error = (key: AddressField) => {
    const message = errors?.[key]?.message;
    return typeof message === 'string' && message !== '' ? t(message as MessageKey) : undefined;
  };
  const common = (key: AddressField, autocomplete: string) => ({
    ...reg(key),
    className: 'ts-input',
    autoComplete: `${prefix} ${autocomplete}`,
  });
  const list = provinces[country];
  const countryName = new Intl.DisplayNames([site.locale.tag], { type: 'region' }).of(country) ?? country;

  return (
    <div className="ts-address-fields">
      <FormField id={field('firstName')} label={t('checkout.firstName')} error={error('firstName')} className="ts-address-fields__half">
        {(control) => <input {...control} {...common('firstName', 'given-name')} aria-required="true" />}
      </FormField>
      <FormField id={field('lastName')} label={t('checkout.lastName')} error={error('lastName')} className="ts-address-fields__half">
        {(control) => <input {...control} {...common('lastName', 'family-name')} aria-required="true" />}
      </FormField>
      <FormField id={field('addressLine1')} label={t('checkout.addressLine1')} error={error('addressLine1')}>
        {(control) => <input {...control} {...common('addressLine1', 'address-line1')} aria-required="true" />}
      </FormField>
      <FormField id={field('addressLine2')} label={t('checkout.addressLine2')} error={error('addressLine2')}>
        {(control) => <input {...control} {...common('addressLine2', 'address-line2')} />}
      </FormField>
      <FormField
        id={field('city')}
        label={t('checkout.city', { country })}
        error={error('city')}
        className={list ? undefined : 'ts-address-fields__half'}
      >
        {(control) => <input {...control} {...common('city', 'address-level2')} aria-required="true" />}
      </FormField>
      {list ? (
        <FormField id={field('province')} label={t('checkout.province', { country })} error={error('province')} className="ts-address-fields__half">
          {(control) => (
            <select {...control} {...common('province', 'address-level1')} className="ts-input ts-select" aria-required="true">
              <option value="">{t('checkout.chooseProvince', { country })}</option>
              {list.map((code) => (
                <option key={code} value={code}>
                  {provinceName(country, code, site.locale.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField
        id={field('postalCode')}
        label={t('checkout.postalCode', { country })}
        error={error('postalCode')}
        className="ts-address-fields__half"
      >
        {(control) => (
          <input
            {...control}
            {...common('postalCode', 'postal-code')}
            aria-required="true"
            inputMode={numericPostal.has(country) ? 'numeric' : 'text'}
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        id={field('country')}
        label={t('checkout.country')}
        hint={t('checkout.countryHint')}
        className={list ? 'ts-address-fields__half' : undefined}
      >
        {(control) => (
          <input {...control} className="ts-input ts-input--readonly" readOnly value={countryName} autoComplete={`${prefix} country-name`} />
        )}
      </FormField>
      <FormField id={field('phone')} label={t('checkout.phone')} hint={t('checkout.phoneHint', { dial: dialCode(country) })} error={error('phone')}>
        {(control) => {
          // Registered here, with the others, so the form's fields keep the page's order (the first error is focused).
          const phone = common('phone', 'tel');
          return (
            <input
              {...control}
              {...phone}
              type="tel"
              inputMode="tel"
              aria-required="true"
              onBlur={(event) => {
                // The country's mask (spec 000 §5), once the number is typed: the form reads the masked value on this same blur.
                event.target.value = formatPhone(event.target.value, country);
                void phone.onBlur(event);
              }}
            />
          );
        }}
      </FormField>
    </div>
  );
}
