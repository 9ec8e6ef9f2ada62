import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { captchaToken, createApiClient, isApiError, type MessageKey } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import { newsletterFieldsSchema as formRules, type NewsletterForm as FormValues } from '../../schemas';

/** A field's message: the catalogue's words for a `form.*` key, else the generic one. */
const wordsOf = (t: (key: MessageKey) => string, message: string | undefined) =>
  message?.startsWith('form.') ? t(message as MessageKey) : t('form.required');

/**
 * The newsletter's fields (the block, the footer's call-out, the pop-up): an e-mail and the privacy policy ticked,
 * sent to `POST /consumers-v3/subscription`; then "check your inbox" (the subscription is confirmed by the mailed
 * link). Refusals show at their field; every word is the catalogue's.
 */
export function NewsletterFields({ type }: { readonly type?: 'Newsletter' | 'LoyaltyNewsletter' | undefined }) {
  const t = useMessages();
  const { site, transport } = useRuntime();
  const id = useId();
  const api = useMemo(() => createApiClient(transport, { locale: site.locale.locale }), [transport, site]);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(formRules),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await api.call('POST /consumers-v3/subscription', {
        body: {
          channel: 'email',
          email: values.email,
          policy: true,
          ...(type ? { type } : {}),
          recaptcha_response: await captchaToken('subscribe'),
        },
      });
      setSent(true);
    } catch (error) {
      if (isApiError(error) && error.envelope?.errorDetails[0]?.field === 'body.email')
        setError('email', { type: 'server', message: 'form.emailInvalid' }, { shouldFocus: true });
      else setFailed(true);
    }
  });
  const home = `/${site.locale.locale}`;
  return (
    <div className="ts-newsletter__body">
      <div role="status" className="ts-newsletter__status">
        {sent ? <p data-newsletter-sent="true">{t('subscriptions.newsletter.success')}</p> : null}
      </div>
      {sent ? null : (
        <form className="ts-newsletter__form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="ts-newsletter__field">
            <label htmlFor={`${id}-email`}>{t('subscriptions.newsletter.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              {...register('email')}
            />
            {errors.email ? (
              <p className="ts-newsletter__error" id={`${id}-email-error`}>
                {wordsOf(t, errors.email.message)}
              </p>
            ) : null}
          </div>
          <div className="ts-newsletter__check">
            <input
              id={`${id}-policy`}
              type="checkbox"
              aria-invalid={errors.policy ? true : undefined}
              aria-describedby={errors.policy ? `${id}-policy-error` : undefined}
              {...register('policy')}
            />
            <label htmlFor={`${id}-policy`}>
              {t('subscriptions.newsletter.policy')} <a href={`${home}/privacy`}>{t('subscriptions.newsletter.privacy')}</a>
            </label>
            {errors.policy ? (
              <p className="ts-newsletter__error" id={`${id}-policy-error`}>
                {wordsOf(t, errors.policy.message)}
              </p>
            ) : null}
          </div>
          {failed ? (
            <p className="ts-newsletter__error" role="alert">
              {t('subscriptions.newsletter.failed')}
            </p>
          ) : null}
          <button type="submit" className="ts-button ts-button--primary" disabled={isSubmitting}>
            {t('subscriptions.newsletter.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
