import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert, AccountStatus } from './AccountAlert';
import { errorWords } from './field-error';
import { changePasswordSchema, type ChangePasswordValues } from './form-rules';
import { NewPasswordFields } from './NewPasswordFields';
import { useAccountProblem, type SubmitAnswer } from './use-account-form';

export interface ChangePasswordFormProps {
  readonly onSubmit: (values: ChangePasswordValues) => SubmitAnswer;
  /** The sign-in name, for password managers to file the new password under (not shown). */
  readonly email: string;
}

/**
 * The account's password change (`POST /consumers-v3/consumer/changepassword`): the current password (AUT450 lands
 * on it), the new one with its rules (AUT451/AUT452: the same as now or before), typed twice. Done, the fields empty
 * and a status says so.
 */
export function ChangePasswordForm({ onSubmit, email }: ChangePasswordFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState, control: formControl, reset } = form;
  const { errors, isSubmitting } = formState;
  const typed = useWatch({ control: formControl, name: 'newPassword' });
  const { problem, revision, clear, show } = useAccountProblem<ChangePasswordValues>(['currentPassword', 'newPassword', 'confirmPassword']);

  const submit = handleSubmit(async (values) => {
    clear();
    setDone(false);
    const answer = await onSubmit(values);
    if (answer) return show(answer, setError);
    // Passwords are not kept in the page once the server has the new one.
    reset();
    setDone(true);
  });

  return (
    <form
      className="ts-account-section ts-account-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <h2 className="ts-account-section__title" id={`${id}-title`}>
        {t('account.password.changeTitle')}
      </h2>
      <AccountAlert message={errorWords(t, problem?.message, site.locale.country)} revision={revision} />
      <AccountStatus message={done ? t('account.password.changed') : undefined} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id={`${id}-current`}
        label={t('account.password.current')}
        error={errorWords(t, errors.currentPassword?.message, site.locale.country)}
      >
        {(control) => (
          <input
            {...control}
            {...register('currentPassword')}
            className="ts-input"
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </FormField>
      <NewPasswordFields id={id} register={register} errors={errors} value={typed} />
      <SubmitButton pending={isSubmitting} label={t('account.password.submit')} pendingLabel={t('account.password.pending')} />
    </form>
  );
}
