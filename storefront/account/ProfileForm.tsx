import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { EARLIEST_BIRTH_DATE, genders, latestBirthDate, minimumAgeOf } from '../../schemas/forms';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { errorWords } from './field-error';
import { profileSchema, type ProfileValues } from './form-rules';
import { useAccountSubmit, type SubmitAnswer } from './use-account-form';

export interface ProfileFormProps {
  readonly defaultValues: ProfileValues;
  readonly onSubmit: (values: ProfileValues) => SubmitAnswer;
  readonly birthDateRequired: boolean;
  readonly onCancel?: () => void;
  readonly today?: () => Date;
}

const fields = ['firstName', 'lastName', 'birthDate', 'phone', 'postalCode', 'gender', 'preferredShoeSize'];

/**
 * The profile's edit form (`PUT /consumers-v3/consumer/profile`): names, birth date, phone (AUT442/AUT444: in use
 * by another account), postal code, gender and preferred shoe size, by the site's country's rules. What was typed
 * stays through a refusal; the overview closes the form once the server saved it.
 */
export function ProfileForm({ defaultValues, onSubmit, birthDateRequired, onCancel, today }: ProfileFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const schema = useMemo(() => profileSchema({ country, birthDateRequired, ...(today ? { today } : {}) }), [country, birthDateRequired, today]);
  const form = useForm<ProfileValues>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<ProfileValues>(form, fields, onSubmit);
  const error = (message: string | undefined) => errorWords(t, message, country);
  const latest = latestBirthDate(minimumAgeOf(country), (today ?? (() => new Date()))());

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h3 className="ts-account-form__subtitle" id={`${id}-title`}>
        {t('account.profile.editTitle')}
      </h3>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
      <div className="ts-account-form__pair">
        <FormField id={`${id}-first`} label={t('account.firstName')} error={error(errors.firstName?.message)}>
          {(control) => <input {...control} {...register('firstName')} className="ts-input" autoComplete="given-name" aria-required="true" />}
        </FormField>
        <FormField id={`${id}-last`} label={t('account.lastName')} error={error(errors.lastName?.message)}>
          {(control) => <input {...control} {...register('lastName')} className="ts-input" autoComplete="family-name" aria-required="true" />}
        </FormField>
      </div>
      <FormField
        id={`${id}-birth`}
        label={t(birthDateRequired ? 'account.birthDate' : 'account.birthDateOptional')}
        error={error(errors.birthDate?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('birthDate')}
            className="ts-input ts-account-form__date"
            type="date"
            min={EARLIEST_BIRTH_DATE}
            max={latest}
            autoComplete="bday"
            aria-required={birthDateRequired || undefined}
          />
        )}
      </FormField>
      <div className="ts-account-form__pair">
        <FormField id={`${id}-phone`} label={t('account.phoneOptional')} error={error(errors.phone?.message)}>
          {(control) => <input {...control} {...register('phone')} className="ts-input" type="tel" inputMode="tel" autoComplete="tel" />}
        </FormField>
        <FormField id={`${id}-postal`} label={t('account.postalCodeOptional', { country })} error={error(errors.postalCode?.message)}>
          {(control) => (
            <input {...control} {...register('postalCode')} className="ts-input" autoComplete="postal-code" autoCapitalize="characters" />
          )}
        </FormField>
      </div>
      <div className="ts-account-form__pair">
        <FormField id={`${id}-gender`} label={t('account.genderOptional')} error={error(errors.gender?.message)}>
          {(control) => (
            <select {...control} {...register('gender')} className="ts-input ts-select" autoComplete="sex">
              <option value="">{t('account.gender.none')}</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {t('account.gender.option', { gender })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-shoe`} label={t('account.shoeSizeOptional')} error={error(errors.preferredShoeSize?.message)}>
          {(control) => <input {...control} {...register('preferredShoeSize')} className="ts-input" inputMode="decimal" autoComplete="off" />}
        </FormField>
      </div>
      <div className="ts-account-form__actions">
        <SubmitButton pending={isSubmitting} label={t('account.profile.save')} pendingLabel={t('account.profile.saving')} />
        {onCancel ? (
          <button type="button" className="ts-button ts-button--secondary ts-button--lg" onClick={onCancel}>
            {t('account.profile.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
