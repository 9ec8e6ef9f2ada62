import { useEffect, useState } from 'react';
import { useMessages } from '../../runtime/react';
import type { AccountPort, AccountShopper } from './account-port';

/**
 * The signed-in shopper as the account blocks see them: undefined while asked, null for a guest. `refresh` asks
 * again (after a sign-in or sign-up inside the block).
 */
export function useAccountShopper(port: AccountPort): readonly [AccountShopper | null | undefined, () => void] {
  const [shopper, setShopper] = useState<AccountShopper | null | undefined>(undefined);
  const refresh = () => void port.shopper().then(setShopper, () => setShopper(null));
  useEffect(refresh, [port]);
  return [shopper, refresh];
}

/** What a sign-in or sign-up block says in place of its form to a shopper already signed in: who, and the way to the account. */
export function SignedInNote({ port, words }: { port: AccountPort; words: string }) {
  const t = useMessages();
  return (
    <p className="ts-account-block__signed-in" role="status">
      {words} <a href={`${port.home}/account`}>{t('signInBlock.toAccount')}</a>
    </p>
  );
}
