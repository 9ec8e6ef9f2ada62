import { useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type * as NewsletterRules from './newsletter-submit';
import type { NewsletterProblems, NewsletterValues } from './newsletter-submit';

/** A field's message: the catalogue's words for a `form.*` key, else the generic one. */
const wordsOf = (t: (key: MessageKey) => string, message: string | undefined) =>
  message?.startsWith('form.') ? t(message as MessageKey) : t('form.required');

// The rules and the call come with the first focus of a field: they are not part of a page's first load.
let rules: Promise<typeof NewsletterRules> | undefined;
const loadRules = () => (rules ??= import('./newsletter-submit'));

/**
 * The newsletter's fields (the block, the footer's call-out, the pop-up): an e-mail and the privacy policy ticked,
 * sent to `POST /consumers-v3/subscription`; then "check your inbox" (the subscription is confirmed by the mailed
 * link). A field is checked when the shopper leaves it and again on submit; refusals show at their field, the first
 * one focused; every word is the catalogue's.
 */
export function NewsletterFields({ type }: { readonly type?: 'Newsletter' | 'LoyaltyNewsletter' | undefined }) {
  const t = useMessages();
  const { site, transport } = useRuntime();
  const id = useId();
  const email = useRef<HTMLInputElement>(null);
  const policy = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<NewsletterProblems>({});
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const values = (): NewsletterValues => ({ email: email.current?.value ?? '', policy: policy.current?.checked ?? false });

  const recheck = async (field: keyof NewsletterValues) => {
    const { checkNewsletter } = await loadRules();
    setProblems((shown) => ({ ...shown, [field]: checkNewsletter(values(), field)[field] }));
  };
  const focusFirst = (found: NewsletterProblems) => (found.email ? email.current : policy.current)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    setFailed(false);
    setBusy(true);
    try {
      const { checkNewsletter, sendNewsletter } = await loadRules();
      const entered = values();
      const found = checkNewsletter(entered);
      setProblems(found);
      if (found.email || found.policy) return focusFirst(found);
      const answer = await sendNewsletter(transport, site.locale.locale, entered, type);
      if (answer === null) setSent(true);
      else if (answer === 'failed') setFailed(true);
      else {
        setProblems(answer);
        focusFirst(answer);
      }
    } finally {
      setBusy(false);
    }
  };

  const home = `/${site.locale.locale}`;
  return (
    <div className="ts-newsletter__body">
      <div role="status" className="ts-newsletter__status">
        {sent ? <p data-newsletter-sent="true">{t('subscriptions.newsletter.success')}</p> : null}
      </div>
      {sent ? null : (
        <form className="ts-newsletter__form" noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadRules()}>
          <div className="ts-newsletter__field">
            <label htmlFor={`${id}-email`}>{t('subscriptions.newsletter.email')}</label>
            <input
              ref={email}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? `${id}-email-error` : undefined}
              onBlur={() => void recheck('email')}
              onChange={() => (touched || problems.email ? void recheck('email') : undefined)}
            />
            {problems.email ? (
              <p className="ts-newsletter__error" id={`${id}-email-error`}>
                {wordsOf(t, problems.email)}
              </p>
            ) : null}
          </div>
          <div className="ts-newsletter__check">
            <input
              ref={policy}
              id={`${id}-policy`}
              name="policy"
              type="checkbox"
              aria-invalid={problems.policy ? true : undefined}
              aria-describedby={problems.policy ? `${id}-policy-error` : undefined}
              onChange={() => (touched || problems.policy ? void recheck('policy') : undefined)}
            />
            <label htmlFor={`${id}-policy`}>
              {t('subscriptions.newsletter.policy')} <a href={`${home}/privacy`}>{t('subscriptions.newsletter.privacy')}</a>
            </label>
            {problems.policy ? (
              <p className="ts-newsletter__error" id={`${id}-policy-error`}>
                {wordsOf(t, problems.policy)}
              </p>
            ) : null}
          </div>
          {failed ? (
            <p className="ts-newsletter__error" role="alert">
              {t('subscriptions.newsletter.failed')}
            </p>
          ) : null}
          <button type="submit" className="ts-button ts-button--primary" disabled={busy}>
            {t('subscriptions.newsletter.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
