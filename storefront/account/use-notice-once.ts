import { useEffect } from 'react';
import { useAccountNotice, type AccountNotice } from './use-account';

/**
 * The account's notice (where a sign-in, a sign-up or a reset left it), shown while this page is open and forgotten as
 * it closes, so coming back to the page later does not say it again.
 */
export function useNoticeOnce(): AccountNotice | null {
  const [notice, setNotice] = useAccountNotice();
  useEffect(
    () => () => {
      setNotice(null);
    },
    [setNotice],
  );
  return notice;
}
