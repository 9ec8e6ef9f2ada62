import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMessages, useRuntime } from '../../runtime/react';
import { emailSchema } from '../../schemas/forms';
import { FormField } from '../checkout/FormField';
import { AccountAlert } from '../account/AccountAlert';
import { errorWords } from '../account/field-error';
import { useAccountSubmit, type SubmitAnswer } from '../account/use-account-form';
import { StepActions } from './StepActions';

const lookupSchema = z.object({ email: emailSchema });
export type LookupValues = z.output<typeof lookupSchema>;

export interface LookupStepProps {
  readonly defaultEmail?: string;
  /** Looks the e-mail up; answers the problem when the server refused (a failed captcha: AUT439). */
  readonly onSubmit: (values: LookupValues) => SubmitAnswer;
}

/** The enrollment's first step for a visitor (spec 000 §2): the e-mail, then sign in or sign up by what it finds. */
export function LookupStep({ defaultEmail = '', onSubmit }: LookupStepProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const form = useForm<LookupValues>({ mode: 'onTouched', resolver: zodResolver(lookupSchema), defaultValues: { email: defaultEmail } });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  // The lookup's captcha problem names the query's token field: it belongs at the top, with the e-mail's own at the e-mail.
  const { problem, revision, send } = useAccountSubmit<LookupValues>(form, ['email'], onSubmit);
  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-account__title" id={`${id}-title`}>
        {t('account.enroll.lookup.title')}
      </h2>
      <p className="ts-account__lead">{t('account.enroll.lookup.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
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
      <StepActions pending={isSubmitting} label={t('account.enroll.lookup.submit')} pendingLabel={t('account.enroll.lookup.pending')} />
    </form>
  );
}
