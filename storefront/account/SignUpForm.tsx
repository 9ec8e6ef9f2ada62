import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { EARLIEST_BIRTH_DATE, latestBirthDate, minimumAgeOf } from '../../schemas/forms';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { errorWords } from './field-error';
import { signUpSchema, type SignUpValues } from './form-rules';
import { PasswordRules } from './PasswordRules';
import { useAccountSubmit, type SubmitAnswer } from './use-account-form';

export interface SignUpFormProps {
  readonly onSubmit: (values: SignUpValues) => SubmitAnswer;
  /** Spec 000 §2: the sign-up page reads `email` to prefill. */
  readonly defaultEmail?: string;
  /** Spec 000 §5: the birth date is required where configured (the EMEA brand's sites). */
  readonly birthDateRequired: boolean;
  readonly home: string;
  /** Today, for the age rule: a story holds it still. */
  readonly today?: () => Date;
  readonly headingLevel?: 1 | 2 | 3;
  /**
   * Spec 001 §3: `simplified` asks e-mail and password only (and the birth date where the site requires one); `loyalty`
   * adds the rewards programme's box.
   */
  readonly variant?: 'full' | 'simplified' | 'loyalty';
  /** Switches back to sign-in in place (the event dialog) rather than going to the account page. */
  readonly onSignIn?: () => void;
}

/** The form's fields in page order; `password` is where the contract's `newPassword` problems go here. */
const fieldOrder = ['email', 'password', 'firstName', 'lastName', 'birthDate', 'newsletter', 'loyalty', 'terms'] as const;
const fields: readonly string[] = fieldOrder;

/**
 * The sign-up form (spec 000 §5, §7): e-mail, a new password with its four rules ticked as typed, names, the birth
 * date (with the country's minimal age), the newsletter, and the required terms. "Login in use" marks the e-mail
 * and an age refused by the server the birth date (spec 000 §8); other refusals are shown at the top.
 */
export function SignUpForm({
  onSubmit,
  defaultEmail = '',
  birthDateRequired,
  home,
  today,
  headingLevel = 1,
  variant = 'full',
  onSignIn,
}: SignUpFormProps) {
  const Title = `h${headingLevel}` as const;
  const simplified = variant === 'simplified';
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const schema = useMemo(
    () => signUpSchema({ country, birthDateRequired, simplified, ...(today ? { today } : {}) }),
    [country, birthDateRequired, today, simplified],
  );
  const form = useForm<SignUpValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: {
      email: defaultEmail,
      password: '',
      firstName: '',
      lastName: '',
      birthDate: '',
      newsletter: false,
      ...(variant === 'loyalty' ? { loyalty: false } : {}),
      terms: false,
    },
  });
  const { register, formState, control: formControl } = form;
  const { errors, isSubmitting } = formState;
  const typed = useWatch({ control: formControl, name: 'password' });
  const { problem, revision, send } = useAccountSubmit<SignUpValues>(form, fields, onSubmit, { newPassword: 'password' });
  // NB: registered in the page's order before the render props below register them again: the first field with an
  // error takes the focus, and react-hook-form knows the order fields were first registered in.
  for (const name of fieldOrder) if (name !== 'loyalty' || variant === 'loyalty') register(name);
  const error = (message: string | undefined) => errorWords(t, message, country);
  const latest = latestBirthDate(minimumAgeOf(country), (today ?? (() => new Date()))());

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <Title className="ts-account__title" id={`${id}-title`}>
        {t('account.signUp.title')}
      </Title>
      <p className="ts-account__lead">{t('account.signUp.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
      <FormField id={`${id}-email`} label={t('account.email')} error={error(errors.email?.message)}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            className="ts-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            aria-required="true"
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t('account.password.create')} error={error(errors.password?.message)}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-rules`].filter(Boolean).join(' ')}
              {...register('password')}
              className="ts-input"
              type="password"
              autoComplete="new-password"
              aria-required="true"
            />
            <PasswordRules id={`${id}-rules`} value={typed} />
          </>
        )}
      </FormField>
      {simplified ? null : (
        <div className="ts-account-form__pair">
          <FormField id={`${id}-first`} label={t('account.firstName')} error={error(errors.firstName?.message)}>
            {(control) => <input {...control} {...register('firstName')} className="ts-input" autoComplete="given-name" aria-required="true" />}
          </FormField>
          <FormField id={`${id}-last`} label={t('account.lastName')} error={error(errors.lastName?.message)}>
            {(control) => <input {...control} {...register('lastName')} className="ts-input" autoComplete="family-name" aria-required="true" />}
          </FormField>
        </div>
      )}
      {simplified && !birthDateRequired ? null : (
        <FormField
          id={`${id}-birth`}
          label={t(birthDateRequired ? 'account.birthDate' : 'account.birthDateOptional')}
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
              aria-required={birthDateRequired || undefined}
            />
          )}
        </FormField>
      )}
      {simplified ? null : (
        <label className="ts-checkbox">
          <input type="checkbox" className="ts-checkbox__input" {...register('newsletter')} />
          <span>{t('account.signUp.newsletter')}</span>
        </label>
      )}
      {variant === 'loyalty' ? (
        <label className="ts-checkbox">
          <input type="checkbox" className="ts-checkbox__input" {...register('loyalty')} />
          <span>{t('signUpBlock.loyaltyTerms', { brand: site.brand.name })}</span>
        </label>
      ) : null}
      <div className={errors.terms ? 'ts-field ts-field--invalid' : 'ts-field'}>
        <label className="ts-checkbox">
          <input
            type="checkbox"
            className="ts-checkbox__input"
            {...register('terms')}
            aria-required="true"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
          />
          <span>{t('account.signUp.terms')}</span>
        </label>
        {/* The documents open beside the form, outside the label: a click on a link must not tick the box. */}
        <p className="ts-account-form__terms-links">
          <a href={`${home}/brand-terms`} target="_blank" rel="noopener">
            {t('account.signUp.termsLink')}
            <span className="ts-sr-only"> {t('account.opensInNewTab')}</span>
          </a>
          <a href={`${home}/privacy`} target="_blank" rel="noopener">
            {t('account.signUp.privacyLink')}
            <span className="ts-sr-only"> {t('account.opensInNewTab')}</span>
          </a>
        </p>
        {errors.terms ? (
          <p className="ts-field__error" id={`${id}-terms-error`}>
            {error(errors.terms.message)}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting} label={t('account.signUp.submit')} pendingLabel={t('account.signUp.pending')} />
      <p className="ts-account-form__switch">
        {t('account.signUp.haveAccount')}{' '}
        {onSignIn ? (
          <button type="button" className="ts-button ts-button--link" onClick={onSignIn}>
            {t('account.signUp.signInLink')}
          </button>
        ) : (
          <a href={`${home}/account`}>{t('account.signUp.signInLink')}</a>
        )}
      </p>
    </form>
  );
}
