import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { EARLIEST_BIRTH_DATE, latestBirthDate, minimumAgeOf } from '../../schemas/forms';
import { FormField } from '../checkout/FormField';
import { AccountAlert } from '../account/AccountAlert';
import { errorWords } from '../account/field-error';
import { profileSchema } from '../account/form-rules';
import { useAccountSubmit, type SubmitAnswer } from '../account/use-account-form';
import { StepActions } from './StepActions';

interface StepProps<T> {
  readonly defaultValues: T;
  readonly onSubmit: (values: T) => SubmitAnswer;
  readonly onSkip: () => void;
  readonly onBack?: (() => void) | undefined;
  /** Today, for the age rule: a story holds it still. */
  readonly today?: () => Date;
}

export interface MobileValues {
  readonly phone: string;
}

const mobileSchema = (country: string) =>
  profileSchema({ country, birthDateRequired: false })
    .pick({ phone: true })
    .refine((values) => values.phone !== '', { message: 'form.required', path: ['phone'] });

/** The mobile step (spec 000 §2): a phone for the account that has none; AUT442 (in use) lands on the field. */
export function MobileStep({ defaultValues, onSubmit, onSkip, onBack }: StepProps<MobileValues>) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const schema = useMemo(() => mobileSchema(country), [country]);
  const form = useForm<MobileValues>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<MobileValues>(form, ['phone'], onSubmit);
  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-account__title" id={`${id}-title`}>
        {t('account.enroll.mobile.title')}
      </h2>
      <p className="ts-account__lead">{t('account.enroll.mobile.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
      <FormField id={`${id}-phone`} label={t('account.enroll.mobile.label')} error={errorWords(t, errors.phone?.message, country)}>
        {(control) => (
          <input {...control} {...register('phone')} className="ts-input" type="tel" inputMode="tel" autoComplete="tel" aria-required="true" />
        )}
      </FormField>
      <StepActions
        pending={isSubmitting}
        label={t('account.enroll.save')}
        pendingLabel={t('account.enroll.saving')}
        onSkip={onSkip}
        onBack={onBack}
      />
    </form>
  );
}

export interface DetailsValues {
  readonly birthDate: string;
  readonly postalCode: string;
}

/**
 * The profile step (spec 000 §2): the birth date (with the country's minimal age: PRO410) and the postal code, both
 * optional; what is left empty is not sent, so the profile keeps what it had.
 */
export function ProfileStep({ defaultValues, onSubmit, onSkip, onBack, today }: StepProps<DetailsValues>) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const schema = useMemo(
    () => profileSchema({ country, birthDateRequired: false, ...(today ? { today } : {}) }).pick({ birthDate: true, postalCode: true }),
    [country, today],
  );
  const form = useForm<DetailsValues>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<DetailsValues>(form, ['birthDate', 'postalCode'], onSubmit);
  const latest = latestBirthDate(minimumAgeOf(country), (today ?? (() => new Date()))());
  const error = (message: string | undefined) => errorWords(t, message, country);
  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-account__title" id={`${id}-title`}>
        {t('account.enroll.profile.title')}
      </h2>
      <p className="ts-account__lead">{t('account.enroll.profile.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
      <FormField
        id={`${id}-birth`}
        label={t('account.birthDateOptional')}
        hint={t('account.birthDateHint', { age: minimumAgeOf(country) })}
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
          />
        )}
      </FormField>
      <FormField id={`${id}-postal`} label={t('account.postalCodeOptional', { country })} error={error(errors.postalCode?.message)}>
        {(control) => <input {...control} {...register('postalCode')} className="ts-input" autoComplete="postal-code" autoCapitalize="characters" />}
      </FormField>
      <StepActions
        pending={isSubmitting}
        label={t('account.enroll.save')}
        pendingLabel={t('account.enroll.saving')}
        onSkip={onSkip}
        onBack={onBack}
      />
    </form>
  );
}
