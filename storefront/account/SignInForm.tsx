import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { offersRecovery } from './errors';
import { errorWords } from './field-error';
import { signInSchema, type SignInValues } from './form-rules';
import { useAccountSubmit, type SubmitAnswer } from './use-account-form';

export interface SignInFormProps {
  /** Signs in; answers the problem when the server refused. */
  readonly onSubmit: (values: SignInValues) => SubmitAnswer;
  readonly defaultEmail?: string;
  /** The site's root (`/en-gb`): the sign-up, reset and contact links start there. */
  readonly home: string;
  /** 2 where the form sits on a content page or in a dialog (the page has its h1). */
  readonly headingLevel?: 1 | 2 | 3;
  /** In a dialog: "forgot password" opens its own dialog rather than leaving (spec 001 §3 "Sign-in form"). */
  readonly onForgotPassword?: () => void;
  /** Switches to a sign-up form in place (the event dialog) rather than going to `/sign-up`. */
  readonly onCreateAccount?: () => void;
  /** Spec 001 §3: the create-account link shows only while new sign-ups are open (the brand's `signUp` flag). */
  readonly signUpOpen?: boolean;
  /** The enrollment dialog's sign-in: the e-mail its lookup found, shown but not changed here. */
  readonly emailReadOnly?: boolean;
}

/**
 * The sign-in form (spec 000 §4: idle, loading, then success or an error): e-mail and password, an error at the top
 * in the catalogue's words by errorId, with a reset link and the contact page after a last attempt or a lock
 * (spec 000 §8), and the ways to an account: sign up, forgot password.
 */
export function SignInForm({
  onSubmit,
  defaultEmail = '',
  home,
  headingLevel = 1,
  onForgotPassword,
  onCreateAccount,
  signUpOpen = true,
  emailReadOnly = false,
}: SignInFormProps) {
  const Title = `h${headingLevel}` as const;
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<SignInValues>({
    mode: 'onTouched',
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<SignInValues>(form, ['email', 'password'], onSubmit);
  const country = site.locale.country;

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <Title className="ts-account__title" id={`${id}-title`}>
        {t('account.signIn.title')}
      </Title>
      <p className="ts-account__lead">{t('account.signIn.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision}>
        {problem && offersRecovery(problem) ? (
          <p className="ts-account-alert__links">
            <a href={`${home}/forgot-password`}>{t('account.signIn.resetLink')}</a>
            <a href={`${home}/help/contact-us`}>{t('account.signIn.contactLink')}</a>
          </p>
        ) : null}
      </AccountAlert>
      <FormField id={`${id}-email`} label={t('account.email')} error={errorWords(t, errors.email?.message, country)}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            className="ts-input"
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            aria-required="true"
            readOnly={emailReadOnly || undefined}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t('account.password.label')} error={errorWords(t, errors.password?.message, country)}>
        {(control) => (
          <input {...control} {...register('password')} className="ts-input" type="password" autoComplete="current-password" aria-required="true" />
        )}
      </FormField>
      <p className="ts-account-form__aside">
        {onForgotPassword ? (
          <button type="button" className="ts-button ts-button--link" onClick={onForgotPassword}>
            {t('account.signIn.forgot')}
          </button>
        ) : (
          <a href={`${home}/forgot-password`}>{t('account.signIn.forgot')}</a>
        )}
      </p>
      <SubmitButton pending={isSubmitting} label={t('account.signIn.submit')} pendingLabel={t('account.signIn.pending')} />
      {signUpOpen ? (
        <p className="ts-account-form__switch">
          {t('account.signIn.noAccount')}{' '}
          {onCreateAccount ? (
            <button type="button" className="ts-button ts-button--link" onClick={onCreateAccount}>
              {t('account.signIn.signUpLink')}
            </button>
          ) : (
            <a href={`${home}/sign-up`}>{t('account.signIn.signUpLink')}</a>
          )}
        </p>
      ) : null}
    </form>
  );
}
