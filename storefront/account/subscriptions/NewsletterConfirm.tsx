import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../runtime/react';
import { credentialCalls } from '../../commerce';
import { AccountAlert } from '../AccountAlert';

export type ConfirmState = 'confirming' | 'confirmed' | 'expired';

/** What the confirmation page shows for each state (stories render each one). */
export function NewsletterConfirmView({ state, home }: { readonly state: ConfirmState; readonly home: string }) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="ts-account-form" aria-labelledby={`${id}-title`} aria-busy={state === 'confirming'}>
      <h1 className="ts-account__title" id={`${id}-title`}>
        {t('subscriptions.confirm.title')}
      </h1>
      <div role="status">
        {state === 'confirming' ? <p>{t('subscriptions.confirm.confirming')}</p> : null}
        {state === 'confirmed' ? <p data-confirmed="true">{t('subscriptions.confirm.confirmed')}</p> : null}
      </div>
      {state === 'expired' ? <AccountAlert message={t('subscriptions.confirm.expired')} revision={0} /> : null}
      {state === 'confirming' ? null : (
        <p>
          <a href={home}>{t('subscriptions.confirm.home')}</a>
        </p>
      )}
    </section>
  );
}

/**
 * `/{locale}/newsletter/confirm?token=…`, the double opt-in mail's link: sends the token once
 * (`POST /consumers-v3/subscription/confirm`) and says whether the subscription is confirmed, or that the link expired
 * or was used (SUB410).
 */
export function NewsletterConfirm({ token, home }: { readonly token: string; readonly home: string }) {
  const [state, setState] = useState<ConfirmState>(token.length < 16 ? 'expired' : 'confirming');
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token.length < 16) return;
    sent.current = true;
    credentialCalls
      .call('POST /consumers-v3/subscription/confirm', { body: { token } })
      .then(() => setState('confirmed'))
      .catch(() => setState('expired'));
  }, [token]);
  return <NewsletterConfirmView state={state} home={home} />;
}
