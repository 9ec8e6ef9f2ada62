import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MessageKey } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import { isSmsPhone, smsFieldsRules, type SmsFieldsValues } from '../../schemas';
import { SmsTermsDialog } from './SmsTermsDialog';

/** Where a refused SMS call's problem shows: at a field (a `form.*` key or the catalogue's words), else above the button. */
export interface SmsProblem {
  readonly field?: 'phone' | 'smsTermsAccepted';
  /** A `form.*` key, or an already translated sentence. */
  readonly message: string;
}

/** A field's `form.*` message in the SMS form's own words (content pages carry the shell's words, not the forms'). */
const fieldWords: Readonly<Record<string, MessageKey>> = {
  'form.required': 'subscriptions.sms.phoneRequired',
  'form.phoneInvalid': 'subscriptions.sms.phoneInvalid',
  'form.tooLong': 'subscriptions.sms.phoneInvalid',
  'form.textInvalid': 'subscriptions.sms.phoneInvalid',
  'form.requiredCheckbox': 'subscriptions.sms.consentRequired',
};

export interface SmsFieldsProps {
  readonly phone?: string;
  /** Whether the consent is already given (a subscription to manage). */
  readonly consent?: boolean;
  /** Managing an existing subscription: unticking and saving opts out. */
  readonly manage?: boolean;
  readonly submitLabel: MessageKey;
  /** Sends the values; answers a problem when refused (the values stay as typed). */
  readonly onSend: (values: { readonly phone: string; readonly smsTermsAccepted: boolean }) => Promise<SmsProblem | undefined>;
}

/**
 * The SMS fields (spec 001 "SMS opt-in"): a mobile number and the SMS consent box. Ticking the box opens the SMS terms;
 * "I accept" ticks it and validates the form; changing the number into one that is not valid clears the consent (and
 * says so). The block and the account's section both send through `onSend`.
 */
export function SmsFields({ phone = '', consent = false, manage = false, submitLabel, onSend }: SmsFieldsProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const rules = useMemo(() => smsFieldsRules(country, manage), [country, manage]);
  const [terms, setTerms] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [failed, setFailed] = useState<string>();
  const { register, handleSubmit, setError, setValue, trigger, control, getValues, reset, formState } = useForm<SmsFieldsValues>({
    mode: 'onTouched',
    resolver: zodResolver(rules),
    defaultValues: { phone, smsTermsAccepted: consent },
  });
  const { errors, isSubmitting } = formState;
  // What the server holds now (after a save, or read anew) is where the form starts again; the focus stays put.
  useEffect(() => {
    reset({ phone, smsTermsAccepted: consent });
  }, [reset, phone, consent]);
  const accepted = useWatch({ control, name: 'smsTermsAccepted' });
  const wordsOf = (message: string | undefined) =>
    message === undefined ? '' : message.startsWith('form.') ? t(fieldWords[message] ?? 'subscriptions.sms.phoneInvalid') : message;

  const submit = handleSubmit(async (values) => {
    setFailed(undefined);
    const problem = await onSend({ phone: values.phone.trim(), smsTermsAccepted: values.smsTermsAccepted });
    if (!problem) return;
    if (problem.field) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
    else setFailed(problem.message.startsWith('form.') ? wordsOf(problem.message) : problem.message);
  });

  const accept = () => {
    setTerms(false);
    setCleared(false);
    setValue('smsTermsAccepted', true, { shouldDirty: true });
    void trigger();
  };
  const phoneField = register('phone', {
    onChange: (event: { target: { value: string } }) => {
      if (getValues('smsTermsAccepted') && !isSmsPhone(event.target.value, country)) {
        setValue('smsTermsAccepted', false, { shouldDirty: true });
        setCleared(true);
      }
    },
  });
  const describedBy = (field: 'phone' | 'smsTermsAccepted', hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="ts-sms__form"
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <div className="ts-sms__field">
        <label htmlFor={`${id}-phone`}>{t('subscriptions.sms.phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone')}
          {...phoneField}
        />
        {errors.phone ? (
          <p className="ts-sms__error" id={`${id}-phone-error`}>
            {wordsOf(errors.phone.message)}
          </p>
        ) : null}
      </div>
      <div className="ts-sms__check">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="smsTermsAccepted"
          checked={accepted}
          aria-invalid={errors.smsTermsAccepted ? true : undefined}
          aria-describedby={describedBy('smsTermsAccepted', cleared ? `${id}-cleared` : undefined)}
          onChange={(event) => {
            if (event.target.checked) setTerms(true);
            else setValue('smsTermsAccepted', false, { shouldDirty: true });
          }}
        />
        <label htmlFor={`${id}-consent`}>{t('subscriptions.sms.consent')}</label>
        {errors.smsTermsAccepted ? (
          <p className="ts-sms__error" id={`${id}-smsTermsAccepted-error`}>
            {wordsOf(errors.smsTermsAccepted.message)}
          </p>
        ) : null}
      </div>
      <div role="status" className="ts-sms__status">
        {cleared ? <p id={`${id}-cleared`}>{t('subscriptions.sms.consentCleared')}</p> : null}
      </div>
      {failed ? (
        <p className="ts-sms__error" role="alert">
          {failed}
        </p>
      ) : null}
      <button type="submit" className="ts-button ts-button--primary ts-button--md" aria-disabled={isSubmitting || undefined}>
        {t(submitLabel)}
      </button>
      <SmsTermsDialog open={terms} onAccept={accept} onDismiss={() => setTerms(false)} />
    </form>
  );
}
