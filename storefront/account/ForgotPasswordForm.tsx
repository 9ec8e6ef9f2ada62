import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { errorWords } from './field-error';
import { forgotPasswordSchema, type ForgotPasswordValues } from './form-rules';
import { useAccountSubmit, type SubmitAnswer } from './use-account-form';

export interface ForgotPasswordFormProps {
  /** 2 in a dialog (the page has its h1). */
  readonly headingLevel?: 1 | 2;
  readonly onSubmit: (values: ForgotPasswordValues) => SubmitAnswer;
  /** The address the link went to, once sent: the form gives way to "check your e-mail". */
  readonly sentTo?: string | undefined;
  readonly defaultEmail?: string;
  readonly home: string;
}

/**
 * Asks for a reset link (`POST /consumers-v3/confirmforgotpassword`). Once sent it says to check the inbox in words
 * that hold whether or not the address has an account: the page must not tell a stranger who shops here.
 */
export function ForgotPasswordForm({ onSubmit, sentTo, defaultEmail = '', home, headingLevel = 1 }: ForgotPasswordFormProps) {
  const Title = `h${headingLevel}` as const;
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<ForgotPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<ForgotPasswordValues>(form, ['email'], onSubmit);
  const country = site.locale.country;

  if (sentTo !== undefined)
    return (
      <section className="ts-account-form" aria-labelledby={`${id}-sent`}>
        <Title className="ts-account__title" id={`${id}-sent`} tabIndex={-1} ref={(node) => node?.focus()}>
          {t('account.forgot.sentTitle')}
        </Title>
        <p className="ts-account__lead">{t('account.forgot.sentText', { email: sentTo })}</p>
        <p className="ts-account-form__switch">
          <a href={`${home}/account`}>{t('account.forgot.backToSignIn')}</a>
        </p>
      </section>
    );

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <Title className="ts-account__title" id={`${id}-title`}>
        {t('account.forgot.title')}
      </Title>
      <p className="ts-account__lead">{t('account.forgot.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country)} revision={revision} />
      <FormField id={`${id}-email`} label={t('account.email')} error={errorWords(t, errors.email?.message, country)}>
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
      <SubmitButton pending={isSubmitting} label={t('account.forgot.submit')} pendingLabel={t('account.forgot.pending')} />
      <p className="ts-account-form__switch">
        <a href={`${home}/account`}>{t('account.forgot.backToSignIn')}</a>
      </p>
    </form>
  );
}
