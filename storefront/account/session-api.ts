import { isApiError } from '../../runtime/core';
import type { CallAnswer } from '../../schemas';
import { commerce, credentialCalls } from '../commerce';
import { captchaToken } from './captcha';
import { createPkcePair } from './pkce';

/** What a sign-in or sign-out leaves the browser with: the holder's kind, its cart, and whether two carts were merged. */
export type SessionChange = CallAnswer<'POST /fapi/session/signin'>;

/** Spec 000 §4, §9: the token exchange is retried once, 2000 ms after a 409. */
export const EXCHANGE_RETRY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `exchange`, and once more `EXCHANGE_RETRY_MS` later when it answers 409 (a second tab's exchange, or the
 * guest's cart being written, held the holder's row); any other failure, or a second 409, is thrown.
 */
export async function withConflictRetry<T>(exchange: () => Promise<T>): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    await wait(EXCHANGE_RETRY_MS);
    return exchange();
  }
}

export interface SignInInput {
  readonly username: string;
  readonly password: string;
  /** The guest's cart, merged into the account's (spec 000 §4 guest objects). */
  readonly basketId?: string | null | undefined;
  readonly locale: string;
}

/**
 * Signs in (spec 000 §4): a PKCE pair, the password checked for an authorization code bound to its challenge, then
 * the code and the verifier exchanged for tokens (kept in HttpOnly cookies by `/fapi/session/signin`) with the
 * guest's cart to merge. The verifier never leaves this function but to the exchange.
 */
export async function signIn({ username, password, basketId, locale }: SignInInput): Promise<SessionChange> {
  const pair = await createPkcePair();
  const { authorizationCode } = await credentialCalls.call('POST /consumers-v3/auth/signin', {
    query: { locale },
    body: { type: 'Registered', username, password, codeChallenge: pair.challenge, recaptcha_response: await captchaToken('login') },
  });
  return withConflictRetry(() =>
    commerce.call('POST /fapi/session/signin', {
      body: {
        authorizationCode,
        codeVerifier: pair.verifier,
        guestObjects: { ...(basketId ? { basketId } : {}), action: 'postLogin' },
      },
    }),
  );
}

/** Signs out: the sign-in's tokens revoked, a new guest's in the cookies (spec 000 §4). */
export const signOut = (): Promise<SessionChange> => commerce.call('POST /fapi/session/signout');
