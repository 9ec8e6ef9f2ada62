import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatDate, isApiError, type MessageKey } from '../../runtime/core';
import { RichText, useMessages, useRuntime } from '../../runtime/react';
import { ATTENDING_DAYS_SEPARATOR, eventDays, eventJoinFormSchema, type EventJoinFormInput, type EventJoinFormValues } from '../../schemas/forms';
import type { EventSignUpBlock } from '../../schemas';
import type { AccountPort, AccountShopper } from '../shared/account-port';

type Status = { readonly kind: 'idle' } | { readonly kind: 'registered' } | { readonly kind: 'error'; readonly message: MessageKey };

/** The refusal's words: the event's own codes, else the generic one (spec 001 §8: "the error's message"). */
const problemKey = (error: unknown): MessageKey => {
  const id = isApiError(error) ? error.errorId : undefined;
  if (id === 'EVT404') return 'eventSignUp.errorNotFound';
  if (id === 'EVT410') return 'eventSignUp.errorClosed';
  if (id === 'EVT403') return 'eventSignUp.errorEmail';
  return 'eventSignUp.error';
};

export interface EventJoinFormProps {
  readonly block: EventSignUpBlock;
  readonly shopper: AccountShopper;
  readonly port: AccountPort;
  readonly onClose: () => void;
}

/**
 * Step 2 of the event dialog (spec 001 §3, §5): the profile's e-mail read-only, the event's days (start to end
 * inclusive) with the count chosen, a guest's name where the event takes one, the terms to accept. Idle, then
 * submitting (controls disabled, the button busy), then the confirmation, or a dismissible error.
 */
export function EventJoinForm({ block, shopper, port, onClose }: EventJoinFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useForm<EventJoinFormInput, unknown, EventJoinFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(eventJoinFormSchema),
    defaultValues: { attendingDays: [], plusOne: '', eventTermsAccepted: false },
  });
  const { register, handleSubmit, formState, control } = form;
  const { errors, isSubmitting } = formState;
  const chosen = useWatch({ control, name: 'attendingDays' });
  const days = eventDays(block.startDate, block.endDate);
  const error = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    try {
      await port.registerForEvent({
        email: shopper.email,
        attendingDays: [...values.attendingDays].sort().join(ATTENDING_DAYS_SEPARATOR),
        eventId: block.eventId,
        eventTermsAccepted: true,
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        gender: (shopper.gender as 'female' | 'male' | 'other' | 'unspecified' | null) ?? null,
        phoneNumber: shopper.phoneNumber,
        ...(block.enablePlusOne && values.plusOne ? { plusOne: values.plusOne } : {}),
        registrationTimestamp: new Date().toISOString(),
      });
      setStatus({ kind: 'registered' });
    } catch (problem) {
      setStatus({ kind: 'error', message: problemKey(problem) });
    }
  });

  if (status.kind === 'registered')
    return (
      <div className="ts-event__done">
        <h3 className="ts-event__done-title" tabIndex={-1} ref={(node) => node?.focus()}>
          {block.confirmationTitle ?? t('eventSignUp.confirmationTitle')}
        </h3>
        <p>{block.confirmationSubtitle ?? t('eventSignUp.confirmationSubtitle', { email: shopper.email })}</p>
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={onClose}>
          {t('eventSignUp.close')}
        </button>
      </div>
    );

  return (
    <form className="ts-event__form" noValidate aria-busy={isSubmitting || undefined} onSubmit={(event) => void submit(event)}>
      {status.kind === 'error' ? (
        <div className="ts-event__alert" role="alert">
          <p>{t(status.message)}</p>
          <button type="button" className="ts-button ts-button--link" onClick={() => setStatus({ kind: 'idle' })}>
            {t('eventSignUp.dismiss')}
          </button>
        </div>
      ) : null}
      <fieldset className="ts-event__fieldset" disabled={isSubmitting}>
        <div className="ts-field">
          <label className="ts-field__label" htmlFor={`${id}-email`}>
            {t('eventSignUp.email')}
          </label>
          <input id={`${id}-email`} className="ts-input" type="email" value={shopper.email} readOnly aria-describedby={`${id}-email-hint`} />
          <p className="ts-field__hint" id={`${id}-email-hint`}>
            {t('eventSignUp.emailHint')}
          </p>
        </div>
        <fieldset className="ts-event__days" aria-describedby={`${id}-count${errors.attendingDays ? ` ${id}-days-error` : ''}`}>
          <legend className="ts-field__label">{t('eventSignUp.days')}</legend>
          <p className="ts-field__hint" id={`${id}-count`} aria-live="polite">
            {t('eventSignUp.daysSelected', { count: chosen.length })}
          </p>
          {days.map((day) => (
            <label className="ts-checkbox" key={day}>
              <input type="checkbox" className="ts-checkbox__input" value={day} {...register('attendingDays')} />
              <span>{formatDate(day, site.locale.tag, 'long')}</span>
            </label>
          ))}
          {errors.attendingDays ? (
            <p className="ts-field__error" id={`${id}-days-error`}>
              {error(errors.attendingDays.message)}
            </p>
          ) : null}
        </fieldset>
        {block.enablePlusOne ? (
          <div className={errors.plusOne ? 'ts-field ts-field--invalid' : 'ts-field'}>
            <label className="ts-field__label" htmlFor={`${id}-guest`}>
              {t('eventSignUp.plusOne')}
            </label>
            <input
              id={`${id}-guest`}
              className="ts-input"
              autoComplete="off"
              {...register('plusOne')}
              aria-invalid={errors.plusOne ? true : undefined}
              aria-describedby={errors.plusOne ? `${id}-guest-hint ${id}-guest-error` : `${id}-guest-hint`}
            />
            <p className="ts-field__hint" id={`${id}-guest-hint`}>
              {t('eventSignUp.plusOneHint')}
            </p>
            {errors.plusOne ? (
              <p className="ts-field__error" id={`${id}-guest-error`}>
                {error(errors.plusOne.message)}
              </p>
            ) : null}
          </div>
        ) : null}
        {block.richText ? <RichText className="ts-event__terms" html={block.richText} id={`${id}-terms`} /> : null}
        <div className={errors.eventTermsAccepted ? 'ts-field ts-field--invalid' : 'ts-field'}>
          <label className="ts-checkbox">
            <input
              type="checkbox"
              className="ts-checkbox__input"
              {...register('eventTermsAccepted')}
              aria-required="true"
              aria-invalid={errors.eventTermsAccepted ? true : undefined}
              aria-describedby={
                [block.richText ? `${id}-terms` : '', errors.eventTermsAccepted ? `${id}-terms-error` : ''].filter(Boolean).join(' ') || undefined
              }
            />
            <span>{t('eventSignUp.terms')}</span>
          </label>
          {errors.eventTermsAccepted ? (
            <p className="ts-field__error" id={`${id}-terms-error`}>
              {error(errors.eventTermsAccepted.message)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="ts-button ts-button--primary ts-button--md" aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('eventSignUp.pending') : (block.submitCtaLabel ?? t('eventSignUp.open'))}
        </button>
      </fieldset>
    </form>
  );
}
