import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useMessages, useRuntime } from '../../runtime/react';
import {
  contactCategories,
  contactTopics,
  contactUsBodySchema,
  MESSAGE_MAX,
  subjectsNeedingOrder,
  topicSelector,
  type ContactCategory,
} from '../../schemas';
import { AccountAlert } from '../account/AccountAlert';
import { errorWords } from '../account/field-error';
import { useAccountSubmit, type SubmitAnswer } from '../account/use-account-form';
import { FormField, SubmitButton } from '../checkout/FormField';

/** What the shopper types; the captcha's token is added when sending. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  category: ContactCategory | '';
  subject: string;
  orderNumber: string;
  message: string;
}

export interface ContactUsFormProps {
  readonly onSubmit: (values: ContactValues) => SubmitAnswer;
  /** The case's number once sent: the form gives way to the confirmation. */
  readonly sentCase?: { readonly caseNumber: string; readonly email: string } | undefined;
  /** Starts another message after one was sent. */
  readonly onWriteAgain?: () => void;
  readonly defaultValues?: Partial<ContactValues>;
}

const FIELDS = ['firstName', 'lastName', 'email', 'category', 'subject', 'orderNumber', 'message'] as const;

/**
 * The help centre's "write to us" form (`POST /consumers-v3/contactus`): a topic in two steps (category, then its
 * subjects), the order number only for subjects about one order, and the message with what is left of its length.
 * The server's rules are the form's (the same schema), so a refusal lands on its field in the shopper's words.
 */
export function ContactUsForm({ onSubmit, sentCase, onWriteAgain, defaultValues }: ContactUsFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<ContactValues>({
    mode: 'onTouched',
    // NB: the body's own schema checks the values as typed ('' for an unchosen category is refused as required).
    resolver: zodResolver(contactUsBodySchema) as unknown as Resolver<ContactValues>,
    defaultValues: { firstName: '', lastName: '', email: '', category: '', subject: '', orderNumber: '', message: '', ...defaultValues },
  });
  const { register, formState, setValue, control } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<ContactValues>(form, FIELDS, onSubmit);
  const country = site.locale.country;
  const [category, subject, message] = useWatch({ control, name: ['category', 'subject', 'message'] });
  const subjects: readonly string[] = category ? contactTopics[category] : [];
  const needsOrder = subjectsNeedingOrder.has(subject);
  const words = (key: string | undefined) => errorWords(t, key, country);

  if (sentCase)
    return (
      <section className="ts-account-form ts-contact" aria-labelledby={`${id}-sent`}>
        <h2 className="ts-contact__title" id={`${id}-sent`} tabIndex={-1} ref={(node) => node?.focus()}>
          {t('support.form.sentTitle')}
        </h2>
        <p className="ts-account__lead">{t('support.form.sentText', { caseNumber: sentCase.caseNumber, email: sentCase.email })}</p>
        {onWriteAgain ? (
          <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={onWriteAgain}>
            {t('support.form.writeAgain')}
          </button>
        ) : null}
      </section>
    );

  return (
    <form className="ts-account-form ts-contact" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-contact__title" id={`${id}-title`}>
        {t('support.form.title')}
      </h2>
      <p className="ts-account__lead">{t('support.form.lead')}</p>
      <AccountAlert message={words(problem?.message)} revision={revision} />
      <div className="ts-account-form__pair">
        <FormField id={`${id}-first`} label={t('account.firstName')} error={words(errors.firstName?.message)}>
          {(control) => <input {...control} {...register('firstName')} className="ts-input" autoComplete="given-name" aria-required="true" />}
        </FormField>
        <FormField id={`${id}-last`} label={t('account.lastName')} error={words(errors.lastName?.message)}>
          {(control) => <input {...control} {...register('lastName')} className="ts-input" autoComplete="family-name" aria-required="true" />}
        </FormField>
      </div>
      <FormField id={`${id}-email`} label={t('account.email')} hint={t('support.form.emailHint')} error={words(errors.email?.message)}>
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
      <FormField id={`${id}-category`} label={t('support.form.category')} error={words(errors.category?.message)}>
        {(control) => (
          <select
            {...control}
            {...register('category', {
              // A new category's subjects differ: the subject chosen for the last one no longer applies.
              onChange: () => setValue('subject', ''),
            })}
            className="ts-input ts-select"
            aria-required="true"
          >
            <option value="">{t('support.form.choose')}</option>
            {contactCategories.map((code) => (
              <option key={code} value={code}>
                {t('support.category', { category: code })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-subject`}
        label={t('support.form.subject')}
        hint={category ? undefined : t('support.form.subjectHint')}
        error={words(errors.subject?.message)}
      >
        {(control) => (
          <select {...control} {...register('subject')} className="ts-input ts-select" aria-required="true" disabled={!category}>
            <option value="">{t('support.form.choose')}</option>
            {subjects.map((code) => (
              <option key={code} value={code}>
                {t('support.subject', { subject: topicSelector(code) })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {needsOrder ? (
        <FormField
          id={`${id}-order`}
          label={t('support.form.orderNumber')}
          hint={t('support.form.orderNumberHint')}
          error={words(errors.orderNumber?.message)}
        >
          {(control) => (
            <input {...control} {...register('orderNumber')} className="ts-input" autoComplete="off" spellCheck={false} aria-required="true" />
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${id}-message`}
        label={t('support.form.message')}
        hint={t('support.form.messageHint', { left: Math.max(0, MESSAGE_MAX - message.length) })}
        error={words(errors.message?.message)}
      >
        {(control) => <textarea {...control} {...register('message')} className="ts-input ts-textarea" rows={6} aria-required="true" />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('support.form.submit')} pendingLabel={t('support.form.pending')} />
    </form>
  );
}
