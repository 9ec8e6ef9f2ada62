import { useEffect, useRef, type ReactNode } from 'react';
import { CheckoutIcon } from './icons';

/** What a field's control needs to be named and described: spread onto the input. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The words of the field's error, already translated. */
  readonly error?: string | undefined;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error below: the error is tied to the control (`aria-describedby`, read
 * first) and marks it invalid, so a screen reader hears the problem with the field's name.
 */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={['ts-field', error ? 'ts-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p className="ts-field__error" id={errorId}>
          <CheckoutIcon name="alert" />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p className="ts-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form's error at its top (spec 000 §8: payment errors, cannot ship there). The live region stays in the page
 * so a new message is announced; the message takes the focus, so keyboard users land on it and it scrolls into view.
 * `revision` refocuses when the same words come back after another try.
 */
export function FormAlert({ message, revision = 0 }: { readonly message?: string | undefined; readonly revision?: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, revision]);
  return (
    <div role="alert" className="ts-checkout-alert">
      {message ? (
        <p ref={ref} tabIndex={-1} className="ts-checkout-alert__message">
          <CheckoutIcon name="alert" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface SubmitButtonProps {
  readonly pending: boolean;
  readonly label: string;
  readonly pendingLabel: string;
  readonly className?: string;
}

/**
 * A step's submit button. While pending it says so and refuses further presses, but keeps the focus (a disabled
 * button would drop it to the page's start): `aria-disabled` with the click swallowed, and a status for screen readers.
 */
export function SubmitButton({ pending, label, pendingLabel, className }: SubmitButtonProps) {
  return (
    <>
      <button
        type="submit"
        className={`ts-button ts-button--primary ts-button--lg ts-checkout-submit${className ? ` ${className}` : ''}`}
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {pending ? <span className="ts-checkout-spinner" aria-hidden="true" /> : null}
        {pending ? pendingLabel : label}
      </button>
      <span className="ts-sr-only" role="status">
        {pending ? pendingLabel : ''}
      </span>
    </>
  );
}
