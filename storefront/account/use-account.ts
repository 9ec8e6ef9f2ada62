import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallAnswer } from '../../schemas';
import type { UpdateProfileBody } from './profile-body';
import { announceCartChange, commerce, credentialCalls, noteShopperKind, refreshSession, type Session } from '../commerce';
import type { Navigate } from '../page/route-module';
import { signIn, signOut, type SessionChange } from './session-api';
import { homeAfterSignOut } from './sign-out-redirect';

export type Profile = CallAnswer<'GET /consumers-v3/consumer/profile'>;

export const sessionQueryKey = ['session'] as const;
export const profileQueryKey = (locale: string) => ['profile', locale] as const;
/** What the account page says once, after a sign-in, a sign-up or a new password (spec 000 §8 success messages). */
export const accountNoticeKey = ['account-notice'] as const;
export type AccountNotice = 'signedIn' | 'merged' | 'accountCreated' | 'passwordReset' | 'signedOut';

/**
 * Queries that hold one shopper's data: a sign-in or a sign-out drops them, so nothing of the one shows to the
 * other (spec 000 §4: "sign-out clears cart, profile, loyalty and favourites").
 */
const shopperRoots = new Set(['cart', 'checkout-notice', 'profile', 'favorites', 'loyalty', 'orders', 'save-for-later']);

function dropShopperQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => shopperRoots.has(String(query.queryKey[0])) });
}

/** The browser's session: Guest or Registered (`POST /fapi/session`, made once per tab and shared). */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: refreshSession, staleTime: 30_000, retry: 1 });
}

/** The signed-in shopper's profile; not asked for a guest (it would be refused). */
export function useProfile(locale: string, enabled: boolean) {
  return useQuery({
    queryKey: profileQueryKey(locale),
    queryFn: () => commerce.call('GET /consumers-v3/consumer/profile', { query: { locale } }),
    enabled,
    retry: 1,
  });
}

/** The notice the account page shows once, then forgets. */
export function useAccountNotice() {
  const client = useQueryClient();
  const notice = useQuery<AccountNotice | null>({ queryKey: accountNoticeKey, queryFn: () => null, staleTime: Infinity, initialData: null });
  const set = useCallback((next: AccountNotice | null) => client.setQueryData(accountNoticeKey, next), [client]);
  return [notice.data, set] as const;
}

/** After the session changed hands: the new session known, the other shopper's data gone, the header told. */
export function sessionChanged(client: QueryClient, change: SessionChange): void {
  noteShopperKind(change.tokenType);
  dropShopperQueries(client);
  client.setQueryData<Session>(sessionQueryKey, { tokenType: change.tokenType, basketId: change.basketId });
  // The header's cart count follows the session's cart (the server rewrote its cookie).
  announceCartChange();
}

/** Signs in with the guest's cart; the account page then says so, and whether the two carts were merged. */
export function useSignIn(locale: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const guest = client.getQueryData<Session>(sessionQueryKey) ?? (await refreshSession());
      return signIn({ username: email, password, basketId: guest.basketId, locale });
    },
    onSuccess: (change) => {
      sessionChanged(client, change);
      client.setQueryData<AccountNotice>(accountNoticeKey, change.merged ? 'merged' : 'signedIn');
    },
  });
}

/**
 * Signs out (spec 000 §2, §4): the shopper's queries cleared, a guest's session in their place, and a shopper on one of
 * their own pages (cart, checkout, favourites, account) sent home.
 */
export function useSignOut(path: string, navigate: Navigate | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (change) => {
      sessionChanged(client, change);
      client.setQueryData<AccountNotice>(accountNoticeKey, 'signedOut');
      const home = homeAfterSignOut(path);
      if (home && navigate) navigate(home, { replace: true });
    },
  });
}

/** Saves the profile's details; its answer is the profile shown. */
export function useUpdateProfile(locale: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => commerce.call('PUT /consumers-v3/consumer/profile', { query: { locale }, body }),
    onSuccess: (profile) => client.setQueryData(profileQueryKey(locale), profile),
  });
}

export const changePassword = (currentPassword: string, newPassword: string): Promise<null> =>
  credentialCalls.call('POST /consumers-v3/consumer/changepassword', { body: { currentPassword, newPassword } });
