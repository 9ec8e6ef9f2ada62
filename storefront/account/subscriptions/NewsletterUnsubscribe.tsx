import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../runtime/react';
import * as errorIds from '../../../schemas/error-ids';
import { credentialCalls, errorDetail } from '../../commerce';
import { AccountAlert } from '../AccountAlert';

export type UnsubscribeState =
  | { readonly step: 'ask' | 'working' | 'invalid' }
  | { readonly step: 'done'; readonly recipient: string }
  | { readonly step: 'failed'; readonly errorId: string };

export interface NewsletterUnsubscribeViewProps {
  readonly state: UnsubscribeState;
  readonly home: string;
  readonly onUnsubscribe: () => void;
}

/** What the unsubscribe page shows in each state (stories render each one). */
export function NewsletterUnsubscribeView({ state, home, onUnsubscribe }: NewsletterUnsubscribeViewProps) {
  const t = useMessages();
  const id = useId();
  const asking = state.step === 'ask' || state.step === 'working' || state.step === 'failed';
  const said = useRef<HTMLParagraphElement>(null);
  // The button is gone once it worked: the focus goes to the words that say so.
  useEffect(() => {
    if (state.step === 'done') said.current?.focus();
  }, [state.step]);
  return (
    <section className="ts-account-form" aria-labelledby={`${id}-title`} aria-busy={state.step === 'working'}>
      <h1 className="ts-account__title" id={`${id}-title`}>
        {t('subscriptions.unsubscribe.title')}
      </h1>
      <div role="status">
        {state.step === 'working' ? <p>{t('subscriptions.unsubscribe.working')}</p> : null}
        {state.step === 'done' ? (
          <p data-unsubscribed="true" ref={said} tabIndex={-1}>
            {t('subscriptions.unsubscribe.done', { recipient: state.recipient })}
          </p>
        ) : null}
      </div>
      {state.step === 'invalid' ? <AccountAlert message={t('subscriptions.unsubscribe.invalid')} revision={0} /> : null}
      {state.step === 'failed' ? <AccountAlert message={t('subscriptions.unsubscribe.failed', { errorId: state.errorId })} revision={0} /> : null}
      {asking ? (
        <>
          <p>{t('subscriptions.unsubscribe.question')}</p>
          <p>
            <button
              type="button"
              className="ts-button ts-button--primary ts-button--md"
              aria-disabled={state.step === 'working' || undefined}
              onClick={() => {
                if (state.step !== 'working') onUnsubscribe();
              }}
            >
              {t('subscriptions.unsubscribe.button')}
            </button>
          </p>
        </>
      ) : null}
      <p>
        <a href={home}>{t('subscriptions.unsubscribe.home')}</a>
      </p>
    </section>
  );
}

/**
 * `/{locale}/newsletter/unsubscribe?token=…`, every newsletter mail's link: opening it changes nothing (mail scanners
 * follow links); the shopper presses Unsubscribe, which sends the signed token once
 * (`POST /consumers-v3/subscription/unsubscribe`), and the page confirms with the address opted out.
 */
export function NewsletterUnsubscribe({ token, home }: { readonly token: string; readonly home: string }) {
  const [state, setState] = useState<UnsubscribeState>({ step: token.length < 40 ? 'invalid' : 'ask' });
  const sending = useRef(false);
  const unsubscribe = () => {
    if (sending.current) return;
    sending.current = true;
    setState({ step: 'working' });
    credentialCalls
      .call('POST /consumers-v3/subscription/unsubscribe', { body: { token } })
      .then((answer) => setState({ step: 'done', recipient: answer.subscription.recipient }))
      .catch((error: unknown) => {
        const errorId = errorDetail(error)?.errorId;
        setState(
          errorId === errorIds.unsubscribeLinkInvalid || errorId === errorIds.badRequest
            ? { step: 'invalid' }
            : { step: 'failed', errorId: errorId ?? errorIds.internal },
        );
      })
      .finally(() => {
        sending.current = false;
      });
  };
  return <NewsletterUnsubscribeView state={state} home={home} onUnsubscribe={unsubscribe} />;
}
