import { useEffect, useId, useRef } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import { useModalDialog } from '../shared/use-modal-dialog';

export interface SmsTermsDialogProps {
  readonly open: boolean;
  /** "I accept": the SMS consent is given. */
  readonly onAccept: () => void;
  /** Cancel, Escape: no consent. */
  readonly onDismiss: () => void;
}

/**
 * The SMS terms (spec 001 "SMS opt-in: ticking the box opens the terms with an "I accept" button"): what texting means,
 * the link to the full terms (`/{locale}/sms-terms`), "I accept" and Cancel. A modal dialog: the browser keeps the focus
 * inside and gives it back to the box that opened it; the title takes it first so the terms are read before a choice.
 */
export function SmsTermsDialog({ open, onAccept, onDismiss }: SmsTermsDialogProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useModalDialog(ref, open);
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="ts-account-dialog ts-sms-terms"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {open ? (
        <>
          <h2 className="ts-sms-terms__title" id={`${id}-title`} ref={title} tabIndex={-1}>
            {t('subscriptions.sms.termsTitle')}
          </h2>
          <p id={`${id}-text`}>{t('subscriptions.sms.termsText', { brand: site.brand.name })}</p>
          <p>
            <a href={`/${site.locale.locale}/sms-terms`} target="_blank" rel="noopener">
              {t('subscriptions.sms.termsLink')}
            </a>
          </p>
          <div className="ts-sms-terms__actions">
            <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={onAccept}>
              {t('subscriptions.sms.accept')}
            </button>
            <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={onDismiss}>
              {t('subscriptions.sms.decline')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
