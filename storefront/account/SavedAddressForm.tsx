import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import type { ShippingCountry } from '../../schemas/forms';
import { AddressFields } from '../checkout/AddressFields';
import { addressFieldOrder, withCountryChecks } from '../checkout/address-form';
import { SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { errorWords } from './field-error';
import { savedAddressFormSchema, type SavedAddressForm as FormValues, type SavedAddressValues } from './saved-addresses';
import { useAccountProblem, type SubmitAnswer } from './use-account-form';

export interface SavedAddressFormProps {
  readonly country: ShippingCountry;
  readonly defaultValues: FormValues;
  /** The form's heading (new address, or the address being edited). */
  readonly title: string;
  readonly onSubmit: (values: SavedAddressValues) => SubmitAnswer;
  readonly onCancel: () => void;
}

/** Fields a refusal may name, as the server names them (`body.address.postalCode` → `postalCode`). */
const fields: readonly string[] = addressFieldOrder;

/**
 * A saved address's form (add and edit): the kind (shipping or billing), the checkout's address fields with their
 * country rules, and whether it is the main one of its kind. What was typed stays through a refusal.
 */
export function SavedAddressForm({ country, defaultValues, title, onSubmit, onCancel }: SavedAddressFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const resolver = useMemo(() => withCountryChecks(zodResolver(savedAddressFormSchema), ['address'], country), [country]);
  const form = useForm<FormValues, unknown, SavedAddressValues>({ mode: 'onTouched', resolver, defaultValues });
  const { register, handleSubmit, setError, formState, control } = form;
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'approachType' });
  const { problem, revision, clear, show } = useAccountProblem<FormValues>(fields);

  const submit = handleSubmit(async (values) => {
    clear();
    const answer = await onSubmit(values);
    if (!answer) return;
    // A field of the address: its words at it, and the focus there.
    if (answer.field !== undefined && fields.includes(answer.field)) {
      setError(`address.${answer.field}` as 'address.firstName', { type: 'server', message: answer.message }, { shouldFocus: true });
      return;
    }
    show(answer, setError);
  });

  return (
    <form
      className="ts-account-form ts-saved-address-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <h3 className="ts-account-form__subtitle" id={`${id}-title`} tabIndex={-1}>
        {title}
      </h3>
      <AccountAlert message={errorWords(t, problem?.message, site.locale.country, problem?.values)} revision={revision} />
      <fieldset className="ts-saved-address-form__kind">
        <legend className="ts-field__label">{t('account.addresses.kindLabel')}</legend>
        {(['S', 'B'] as const).map((each) => (
          <label key={each} className="ts-checkbox">
            <input type="radio" className="ts-checkbox__input" value={each} {...register('approachType')} />
            <span>{t('account.addresses.kindOption', { kind: each })}</span>
          </label>
        ))}
      </fieldset>
      <AddressFields register={register} errors={errors.address} prefix={kind === 'B' ? 'billing' : 'shipping'} country={country} />
      <label className="ts-checkbox">
        <input type="checkbox" className="ts-checkbox__input" {...register('main')} />
        <span>{t('account.addresses.mainOption', { kind })}</span>
      </label>
      <div className="ts-account-form__actions">
        <SubmitButton pending={isSubmitting} label={t('account.addresses.save')} pendingLabel={t('account.addresses.saving')} />
        <button type="button" className="ts-button ts-button--secondary ts-button--lg" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
