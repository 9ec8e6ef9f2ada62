import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  readonly title: string;
  /** Closing by Escape, the close button or the backdrop. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** An alert dialog (a decision the editor must take: delete, a save conflict). */
  readonly alert?: boolean;
  readonly className?: string;
  /** Text of the close button (none when omitted: the dialog's own buttons close it). */
  readonly closeLabel?: string;
}

/**
 * A modal dialog on the native `<dialog>`: the browser keeps focus inside, makes the page behind inert and closes
 * it on Escape; focus goes back where it was when it closes.
 */
export function Dialog({ title, onClose, children, alert = false, className, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`ts-ed-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      role={alert ? 'alertdialog' : undefined}
      onKeyDown={(event) => {
        // NB: where the browser lacks the native dialog (jsdom), Escape still closes it.
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') close.current();
      }}
    >
      <div className="ts-ed-dialog__head">
        <h2 id={titleId} className="ts-ed-dialog__title">
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={onClose}>
            {closeLabel}
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
