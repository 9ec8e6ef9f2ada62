import { ApiError } from '../../runtime/core';

/** What `POST /fapi/session` answers: the holder's kind and open cart; the tokens stay in HttpOnly cookies. */
export interface Session {
  readonly tokenType: 'Guest' | 'Registered';
  readonly basketId: string | null;
}

let refreshing: Promise<Session> | undefined;

async function postSession(): Promise<Session> {
  const response = await fetch('/fapi/session', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  // Spec 000 §8: a guest token's 403 is ignored; the call that needed it answers for itself.
  if (response.status === 403) return { tokenType: 'Guest', basketId: null };
  if (!response.ok) throw new ApiError(response.status, body, '/fapi/session');
  return body as Session;
}

/**
 * Makes sure the browser holds valid tokens (spec 000 §4: a guest token when there is none): one call at a time
 * in this tab, and one at a time across the store's tabs (Web Locks), so two tabs never exchange one refresh token
 * twice, which would revoke the shopper's tokens.
 */
export function refreshSession(): Promise<Session> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const started: Promise<Session> = refreshing ?? (locks ? locks.request('tessera-session', () => postSession()).then((session) => session) : postSession()).finally(() => {
    refreshing = undefined;
  });
  refreshing = started;
  return started;
}

export interface CommerceRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

async function send(request: CommerceRequest): Promise<{ status: number; body: unknown }> {
  const hasBody = request.body !== undefined;
  const response = await fetch(request.path, {
    method: request.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Seconds before the access token's expiry at which the browser renews it rather than risk a refused call. */
const RENEW_MARGIN_S = 30;

/** When the access token expires, from the cookie the server keeps beside the HttpOnly tokens; 0 without one. */
function accessExpiry(): number {
  const found = /(?:^|;\s*)tessera_session=(\d+)/.exec(document.cookie);
  return found ? Number(found[1]) : 0;
}

/**
 * A commerce call from the browser: JSON, authenticated by the HttpOnly access cookie. Without a token, or with one
 * about to expire, a session comes first; a 401 all the same (a token revoked meanwhile) gets a session and the call
 * is sent once more. Any other error is thrown as `ApiError` with the spec's envelope (`errorId`, message, field).
 */
export async function commerceCall<T>(request: CommerceRequest): Promise<T> {
  if (accessExpiry() - RENEW_MARGIN_S < Date.now() / 1000) await refreshSession();
  let answer = await send(request);
  if (answer.status === 401) {
    await refreshSession();
    answer = await send(request);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body, request.path);
  return answer.body as T;
}

/** The first detail of an API error's envelope (its field and extra values, such as `maxAllowedQty`), if any. */
export function errorDetail(error: unknown): (Readonly<Record<string, unknown>> & { readonly errorId: string; readonly message: string; readonly field?: string }) | undefined {
  return error instanceof ApiError ? error.envelope?.errorDetails[0] : undefined;
}
