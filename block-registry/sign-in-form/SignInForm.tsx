import { useState } from 'react';
import { useMessages } from '../../runtime/react';
import type { SignInFormBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { AccountDialog } from '../shared/AccountDialog';
import { useAccountPort, type AccountPort } from '../shared/account-port';
import { SignedInNote, useAccountShopper } from '../shared/SignedInNote';

/** Signed in: who, and the way to the account; else the storefront's sign-in form. */
function SignInBody({ port, inDialog, onForgot }: { port: AccountPort; inDialog: boolean; onForgot?: () => void }) {
  const t = useMessages();
  const [shopper, refresh] = useAccountShopper(port);
  if (shopper === undefined) return null;
  if (shopper) return <SignedInNote port={port} words={t('signInBlock.signedIn', { email: shopper.email })} />;
  return <port.SignInPanel headingLevel={2} onSignedIn={refresh} {...(inDialog && onForgot ? { onForgotPassword: onForgot } : {})} />;
}

/**
 * Sign-in form block (spec 001 §3): the storefront's sign-in form on the page, or behind a button in a dialog, where
 * "forgot password" opens a second dialog rather than leaving the page.
 */
export default function SignInForm({ block }: BlockProps<SignInFormBlock>) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [forgot, setForgot] = useState(false);
  const dialog = block.presentation === 'dialog';
  const port = useAccountPort(dialog ? open : true);
  const label = block.openLabel ?? t('signInBlock.open');
  if (!dialog) return <div className="ts-account-block">{port ? <SignInBody port={port} inDialog={false} /> : null}</div>;
  return (
    <div className="ts-account-block">
      {block.title ? <h2 className="ts-account-block__title">{block.title}</h2> : null}
      <button type="button" className="ts-button ts-button--primary ts-button--md" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <AccountDialog open={open} label={label} onClose={() => setOpen(false)}>
        {port ? <SignInBody port={port} inDialog onForgot={() => setForgot(true)} /> : null}
      </AccountDialog>
      <AccountDialog open={forgot} label={t('account.signIn.forgot')} onClose={() => setForgot(false)}>
        {port ? <port.ForgotPasswordPanel headingLevel={2} /> : null}
      </AccountDialog>
    </div>
  );
}
