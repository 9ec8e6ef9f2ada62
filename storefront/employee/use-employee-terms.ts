import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { commerce } from '../commerce';

/** The tab's "Not now" (sessionStorage: the question comes back in a new tab or after signing in again). */
export const TERMS_LATER_KEY = 'tessera.employeeTerms.later';

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the choice lasts as long as the page
  }
};

/** Remembers in the tab that this employee put the terms off ("Not now"): the account shows a notice, not the dialog. */
export const putTermsOff = (consumerId: string): void => storage()?.setItem(TERMS_LATER_KEY, consumerId);

/** Whether the employee put the terms off in this tab, and the setter (remembered in the tab's session). */
export function useTermsLater(consumerId: string) {
  // The account renders in the browser only (the server renders its loading state): storage is there to read.
  const [laterFor, setLaterFor] = useState(() => storage()?.getItem(TERMS_LATER_KEY) ?? null);
  const set = useCallback(
    (next: boolean) => {
      setLaterFor(next ? consumerId : null);
      if (next) putTermsOff(consumerId);
      else storage()?.removeItem(TERMS_LATER_KEY);
    },
    [consumerId],
  );
  return [laterFor === consumerId, set] as const;
}

/** Accepts the employee-discount terms; the profile (every locale's) is read again, so the dialog closes with it. */
export function useAcceptEmployeeTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => commerce.call('PUT /consumers-v3/consumer/employee-terms', { body: { accepted: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['profile'] }),
  });
}
