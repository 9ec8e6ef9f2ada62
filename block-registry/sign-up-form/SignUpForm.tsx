import { useState } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import type { SignUpFormBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { AccountDialog } from '../shared/AccountDialog';
import { useAccountPort, type AccountPort } from '../shared/account-port';
import { SignedInNote, useAccountShopper } from '../shared/SignedInNote';

/** A signed-in shopper is told who they are; a guest gets the storefront's sign-up form with the variant's fields. */
function SignUpBody({ port, block }: { port: AccountPort; block: SignUpFormBlock }) {
  const t = useMessages();
  const [shopper, refresh] = useAccountShopper(port);
  if (shopper === undefined) return null;
  if (shopper)
    return (
      <SignedInNote
        port={port}
        words={t(block.variant === 'loyalty' ? 'signUpBlock.loyaltyMember' : 'signInBlock.signedIn', { email: shopper.email })}
      />
    );
  const variant = block.variant === 'simplified' ? 'simplified' : block.variant === 'loyalty' ? 'loyalty' : 'full';
  return <port.SignUpPanel headingLevel={2} variant={variant} onSignedUp={refresh} />;
}

/**
 * Sign-up form block (spec 001 §3 "Sign-up form"): the storefront's sign-up form, in a dialog behind a button, on the
 * page (compact), with e-mail and password only (simplified), or with the loyalty programme's box (loyalty).
 */
export default function SignUpForm({ block }: BlockProps<SignUpFormBlock>) {
  const t = useMessages();
  const { site } = useRuntime();
  const [open, setOpen] = useState(false);
  const dialog = block.variant === 'dialog';
  const port = useAccountPort(site.brand.flags.signUp && (dialog ? open : true));
  const label = block.openLabel ?? t('signUpBlock.open');
  // Spec 000 §6: new sign-ups only while the brand's feature is on; off, the block shows nothing.
  if (!site.brand.flags.signUp) return null;
  if (!dialog)
    return (
      <div className="ts-account-block">
        {block.title ? <h2 className="ts-account-block__title">{block.title}</h2> : null}
        {port ? <SignUpBody port={port} block={block} /> : null}
      </div>
    );
  return (
    <div className="ts-account-block">
      {block.title ? <h2 className="ts-account-block__title">{block.title}</h2> : null}
      <button type="button" className="ts-button ts-button--primary ts-button--md" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <AccountDialog open={open} label={label} onClose={() => setOpen(false)}>
        {port ? <SignUpBody port={port} block={block} /> : null}
      </AccountDialog>
    </div>
  );
}
