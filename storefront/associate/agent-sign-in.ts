import { commerce, credentialCalls } from '../commerce';
import { captchaToken } from '../account/captcha';
import { createPkcePair } from '../account/pkce';
import { withConflictRetry, type SessionChange } from '../account/session-api';

/**
 * The employee's sign-in (`POST /consumers-v3/consumer/agent/login`, spec 000 §7): the shopper's PKCE flow at the
 * agent's call, which passes employees only; then the same exchange into the HttpOnly cookies. No guest cart is
 * merged: the associate sells from a cart of their own.
 */
export async function agentSignIn(username: string, password: string, locale: string): Promise<SessionChange> {
  const pair = await createPkcePair();
  const { authorizationCode } = await credentialCalls.call('POST /consumers-v3/consumer/agent/login', {
    query: { locale },
    body: { type: 'Registered', username, password, codeChallenge: pair.challenge, recaptcha_response: await captchaToken('login') },
  });
  return withConflictRetry(() =>
    commerce.call('POST /fapi/session/signin', {
      body: { authorizationCode, codeVerifier: pair.verifier, guestObjects: { action: 'postLogin' } },
    }),
  );
}

/** The brand's open stores in the site's country. */
export const storesOf = (locale: string, countryCode: string) =>
  commerce.call('GET /consumers-v3/utilities/stores', { query: { locale, countryCode } });

/** Who sells in a store (for a signed-in employee). */
export const employeesOf = (locale: string, storeId: string) =>
  commerce.call('GET /consumers-v3/utilities/stores/:storeId/employees', { params: { storeId }, query: { locale } });
