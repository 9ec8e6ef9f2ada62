import type { CallAnswer } from '../../schemas';
import { ApiError, createTypedClient, fetchTransport, isApiError, type Transport, type TypedClient } from '../../runtime/core';
import { noteShopperKind } from './shopper-kind';

/** What `POST /fapi/session` answers: the holder's kind and open cart; the tokens stay in HttpOnly cookies. */
export type Session = CallAnswer<'POST /fapi/session'>;

const plain = fetchTransport();
const sessionCalls = createTypedClient({ transport: plain });

let refreshing: Promise<Session> | undefined;

async function postSession(): Promise<Session> {
  try {
    const session = await sessionCalls.call('POST /fapi/session');
    // The header's account label follows the session (a sign-in elsewhere, a refresh token that ran out).
    noteShopperKind(session.tokenType);
    return session;
  } catch (error) {
    // Spec 000 §8: a guest token's 403 is ignored; the call that needed it answers for itself.
    if (isApiError(error) && error.status === 403) return { tokenType: 'Guest', basketId: null };
    throw error;
  }
}

/**
 * Makes sure the browser holds valid tokens (spec 000 §4: a guest token when there is none): one call at a time
 * in this tab, and one at a time across the store's tabs (Web Locks), so two tabs never exchange one refresh token
 * twice, which would revoke the shopper's tokens.
 */
export function refreshSession(): Promise<Session> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const started: Promise<Session> =
    refreshing ??
    (locks ? locks.request('tessera-session', () => postSession()).then((session) => session) : postSession()).finally(() => {
      refreshing = undefined;
    });
  refreshing = started;
  return started;
}

/** Seconds before the access token's expiry at which the browser renews it rather than risk a refused call. */
const RENEW_MARGIN_S = 30;

/** When the access token expires, from the cookie the server keeps beside the HttpOnly tokens; 0 without one. */
function accessExpiry(): number {
  const found = /(?:^|;\s*)tessera_session=(\d+)/.exec(document.cookie);
  return found ? Number(found[1]) : 0;
}

/**
 * The browser's commerce transport: JSON, authenticated by the HttpOnly access cookie. Without a token, or with one
 * about to expire, a session comes first; a 401 all the same (a token revoked meanwhile) gets a session and the call
 * is sent once more.
 */
const sessionTransport: Transport = async (request) => {
  if (accessExpiry() - RENEW_MARGIN_S < Date.now() / 1000) await refreshSession();
  const answer = await plain(request);
  if (answer.status !== 401) return answer;
  await refreshSession();
  return plain(request);
};

/**
 * Calls that carry a password or a one-time secret (sign-in, sign-up, password changes): a session first, as for any
 * call, but a 401 is their answer, never a reason to send the password again (a second refused sign-in would count
 * twice towards the lock-out).
 */
const onceTransport: Transport = async (request) => {
  if (accessExpiry() - RENEW_MARGIN_S < Date.now() / 1000) await refreshSession();
  return plain(request);
};

/**
 * The storefront's commerce calls: the typed client of the API contract over the session transport. Any error is
 * thrown as `ApiError` with the spec's envelope (`errorId`, message, field).
 *
 * @example const cart = await commerce.call('GET /cart/v1/cart/:basketId', { params: { basketId } });
 */
export const commerce: TypedClient = createTypedClient({ transport: sessionTransport });

/** The commerce client for calls with credentials in them: sent once, whatever the answer (see `onceTransport`). */
export const credentialCalls: TypedClient = createTypedClient({ transport: onceTransport });

/** The first detail of an API error's envelope (its field and extra values, such as `maxAllowedQty`), if any. */
export function errorDetail(
  error: unknown,
): (Readonly<Record<string, unknown>> & { readonly errorId: string; readonly message: string; readonly field?: string }) | undefined {
  return error instanceof ApiError ? error.envelope?.errorDetails[0] : undefined;
}
