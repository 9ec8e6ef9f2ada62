import { useEffect, useRef, type ReactNode } from 'react';
import { CheckoutIcon } from '../checkout/icons';

/**
 * A form's error at its top, as the checkout's (`FormAlert`): the live region stays in the page so a new message is
 * announced, and the message takes the focus. `children`: the ways out a sign-in problem offers (reset, contact).
 * `revision` refocuses when the same words come back after another try.
 */
export function AccountAlert({
  message,
  revision = 0,
  children,
}: {
  readonly message?: string | undefined;
  readonly revision?: number;
  readonly children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, revision]);
  return (
    <div role="alert" className="ts-checkout-alert">
      {message ? (
        <div ref={ref} tabIndex={-1} className="ts-checkout-alert__message ts-account-alert">
          <CheckoutIcon name="alert" />
          <div className="ts-account-alert__body">
            <p className="ts-account-alert__text">{message}</p>
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A success the shopper should hear once (signed in, bag merged, account created): a polite status region that is in
 * the page before its words arrive, so screen readers announce them. The words are written into it after the render
 * that mounted it (a region born with its words is not announced by every screen reader).
 */
export function AccountStatus({ message }: { readonly message?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.textContent = message ?? '';
  }, [message]);
  return <div ref={ref} role="status" className="ts-account-status" />;
}
