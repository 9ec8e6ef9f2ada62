import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import { FormField } from '../checkout/FormField';
import { errorWords } from './field-error';
import { PasswordRules } from './PasswordRules';

interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** A new password with its rules, and the same typed again (reset and change-password forms). */
export function NewPasswordFields<T extends NewPassword>({
  id,
  register,
  errors,
  value,
}: {
  readonly id: string;
  readonly register: UseFormRegister<T>;
  readonly errors: FieldErrors<T>;
  readonly value: string;
}) {
  const t = useMessages();
  const { site } = useRuntime();
  // Narrowed once: the two fields every T has.
  const reg = register as unknown as UseFormRegister<NewPassword>;
  const errs = errors as FieldErrors<NewPassword>;
  const error = (message: string | undefined) => errorWords(t, message, site.locale.country);
  return (
    <>
      <FormField id={`${id}-new`} label={t('account.password.new')} error={error(errs.newPassword?.message)}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-rules`].filter(Boolean).join(' ')}
              {...reg('newPassword')}
              className="ts-input"
              type="password"
              autoComplete="new-password"
              aria-required="true"
            />
            <PasswordRules id={`${id}-rules`} value={value} />
          </>
        )}
      </FormField>
      <FormField id={`${id}-confirm`} label={t('account.password.confirm')} error={error(errs.confirmPassword?.message)}>
        {(control) => (
          <input {...control} {...reg('confirmPassword')} className="ts-input" type="password" autoComplete="new-password" aria-required="true" />
        )}
      </FormField>
    </>
  );
}
