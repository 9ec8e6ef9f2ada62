import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as errorIds from '../../schemas/error-ids';
import { useMessages, useRuntime } from '../../runtime/react';
import { SubmitButton } from '../checkout/FormField';
import { AccountAlert } from './AccountAlert';
import { errorWords } from './field-error';
import { resetPasswordSchema, type ResetPasswordValues } from './form-rules';
import { NewPasswordFields } from './NewPasswordFields';
import { useAccountSubmit, type SubmitAnswer } from './use-account-form';

export interface ResetPasswordFormProps {
  readonly onSubmit: (values: ResetPasswordValues) => SubmitAnswer;
  /** The link had no token, or the server said it expired (AUT402): the form gives way to a new link's way. */
  readonly expired?: boolean;
  readonly home: string;
}

/**
 * A new password from a reset link (`POST /consumers-v3/consumer/resetpassword`). An expired or used link (AUT402)
 * says so and leads back to the forgot-password page for a new one; the new password's rules show as typed.
 */
export function ResetPasswordForm({ onSubmit, expired = false, home }: ResetPasswordFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<ResetPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, formState, control: formControl } = form;
  const { errors, isSubmitting } = formState;
  const typed = useWatch({ control: formControl, name: 'newPassword' });
  const { problem, revision, send } = useAccountSubmit<ResetPasswordValues>(form, ['newPassword', 'confirmPassword'], onSubmit);

  if (expired || problem?.errorId === errorIds.resetLinkExpired)
    return (
      <section className="ts-account-form" aria-labelledby={`${id}-expired`}>
        <h1 className="ts-account__title" id={`${id}-expired`}>
          {t('account.reset.title')}
        </h1>
        <AccountAlert message={t('account.error.resetExpired')} revision={revision}>
          <p className="ts-account-alert__links">
            <a href={`${home}/forgot-password`}>{t('account.reset.newLink')}</a>
          </p>
        </AccountAlert>
      </section>
    );

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h1 className="ts-account__title" id={`${id}-title`}>
        {t('account.reset.title')}
      </h1>
      <p className="ts-account__lead">{t('account.reset.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, site.locale.country)} revision={revision} />
      <NewPasswordFields id={id} register={register} errors={errors} value={typed} />
      <SubmitButton pending={isSubmitting} label={t('account.reset.submit')} pendingLabel={t('account.reset.pending')} />
    </form>
  );
}
