import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { EventSignUpBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { useAccountPort, type AccountPort, type AccountShopper } from '../shared/account-port';
import { useModalDialog } from '../shared/use-modal-dialog';
import { EventJoinForm } from './EventJoinForm';

type Step = 'loading' | 'signIn' | 'signUp' | 'forgot' | 'join';

/** Step 1 (sign in, or create an account, or reset a password) until the shopper is signed in, then step 2 (join). */
function EventSteps({ block, port, onClose }: { block: EventSignUpBlock; port: AccountPort; onClose: () => void }) {
  const t = useMessages();
  const [step, setStep] = useState<Step>('loading');
  const [shopper, setShopper] = useState<AccountShopper | null>(null);
  const lookUp = useCallback(
    () =>
      port.shopper().then(
        (found) => {
          setShopper(found);
          setStep(found ? 'join' : 'signIn');
        },
        () => setStep('signIn'),
      ),
    [port],
  );
  useEffect(() => {
    void lookUp();
  }, [lookUp]);
  const check = () => {
    setStep('loading');
    void lookUp();
  };

  if (step === 'loading')
    return (
      <p className="ts-event__loading" role="status">
        {t('eventSignUp.loading')}
      </p>
    );
  if (step === 'join' && shopper) return <EventJoinForm block={block} shopper={shopper} port={port} onClose={onClose} />;
  if (step === 'forgot') return <port.ForgotPasswordPanel headingLevel={3} />;
  if (step === 'signUp')
    return (
      <div className="ts-event__step">
        <p className="ts-event__note">{t('eventSignUp.requiredNote')}</p>
        <port.SignUpPanel headingLevel={3} variant="full" onSignedUp={check} onSignIn={() => setStep('signIn')} />
      </div>
    );
  return (
    <div className="ts-event__step">
      <p className="ts-event__note">{t('eventSignUp.requiredNote')}</p>
      <port.SignInPanel headingLevel={3} onSignedIn={check} onForgotPassword={() => setStep('forgot')} onCreateAccount={() => setStep('signUp')} />
    </div>
  );
}

/**
 * Event sign-up (spec 001 §3 "Event sign-up dialog", §4 "Event content"): the event's name, dates and a button that
 * opens the two-step dialog. Only a signed-in shopper registers (spec 001 §6); the dialog's forms are the storefront's
 * own, loaded when it first opens.
 */
export default function EventSignUp({ block }: BlockProps<EventSignUpBlock>) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open);
  const port = useAccountPort(open);
  const label = block.submitCtaLabel ?? t('eventSignUp.open');
  const close = () => {
    setOpen(false);
    setRound((n) => n + 1);
  };
  const dates = t('eventSignUp.dates', {
    start: formatDate(block.startDate, site.locale.tag, 'long'),
    end: formatDate(block.endDate, site.locale.tag, 'long'),
  });

  return (
    <section className="ts-event" aria-labelledby={`${id}-title`}>
      <h2 className="ts-event__title" id={`${id}-title`}>
        {block.title}
      </h2>
      <p className="ts-event__dates">{block.startDate === block.endDate ? formatDate(block.startDate, site.locale.tag, 'long') : dates}</p>
      {block.subtitle ? <p className="ts-event__subtitle">{block.subtitle}</p> : null}
      <button type="button" className="ts-button ts-button--primary ts-button--md" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog ref={dialog} className="ts-event__dialog" aria-labelledby={`${id}-dialog-title`} onClose={close}>
        <div className="ts-event__head">
          <h2 className="ts-event__dialog-title" id={`${id}-dialog-title`}>
            {block.title}
          </h2>
          <button type="button" className="ts-event__close" aria-label={t('eventSignUp.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open ? (
          port ? (
            <EventSteps key={round} block={block} port={port} onClose={close} />
          ) : (
            <p className="ts-event__loading" role="status">
              {t('eventSignUp.loading')}
            </p>
          )
        ) : null}
      </dialog>
    </section>
  );
}
