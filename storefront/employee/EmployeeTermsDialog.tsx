import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../runtime/react';

export interface EmployeeTermsDialogProps {
  readonly open: boolean;
  /** The full terms' page (`/{locale}/associate-discount-terms`). */
  readonly termsHref: string;
  /** The acceptance is being recorded: Accept waits. */
  readonly pending?: boolean;
  /** Why the last acceptance failed, already translated. */
  readonly error?: string | undefined;
  readonly onAccept: () => void;
  /** "Not now", Escape or another close request: the dialog closes, the discount does not apply. */
  readonly onNotNow: () => void;
}

/**
 * The "employee terms" dialog (spec 000 §2, §4: "Employees must accept employee-discount terms in a dialog when not
 * yet accepted"): a modal `<dialog>` with the terms' summary, a link to the full terms, Accept and Not now. The
 * title takes the focus as it opens, so what is asked is read first; focus stays inside while it is open.
 */
export function EmployeeTermsDialog({ open, termsHref, pending = false, error, onAccept, onNotNow }: EmployeeTermsDialogProps) {
  const t = useMessages();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const notNow = useRef(onNotNow);
  useEffect(() => {
    notNow.current = onNotNow;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      title.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <dialog
      ref={dialog}
      className="ts-employee-terms"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        notNow.current();
      }}
      onCancel={(event) => {
        event.preventDefault();
        notNow.current();
      }}
    >
      <h2 className="ts-employee-terms__title" id={`${id}-title`} ref={title} tabIndex={-1}>
        {t('account.employee.terms.title')}
      </h2>
      <p className="ts-employee-terms__summary" id={`${id}-summary`}>
        {t('account.employee.terms.summary')}
      </p>
      <p className="ts-employee-terms__link">
        <a href={termsHref} target="_blank" rel="noopener">
          {t('account.employee.terms.link')}
          <span className="ts-sr-only"> {t('link.opensInNewTab')}</span>
        </a>
      </p>
      <div role="alert" className="ts-employee-terms__alert">
        {error ? (
          <p ref={errorRef} tabIndex={-1} className="ts-employee-terms__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="ts-employee-terms__actions">
        <button
          type="button"
          className="ts-button ts-button--primary ts-button--md"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onAccept();
          }}
        >
          {pending ? t('account.employee.terms.accepting') : t('account.employee.terms.accept')}
        </button>
        <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={() => notNow.current()}>
          {t('account.employee.terms.notNow')}
        </button>
      </div>
    </dialog>
  );
}
