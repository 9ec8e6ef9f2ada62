import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from '../../platform/index';

/**
 * The browser's tokens, in cookies its scripts cannot read (HttpOnly), sent only to this store (SameSite), over
 * https only when the store is served over https (Secure). The access token goes with every call; the refresh
 * token only to the session call that exchanges it. (The cart's item count cookie is the cart area's.)
 */
export const ACCESS_COOKIE = 'tessera_at';
export const REFRESH_COOKIE = 'tessera_rt';
/** When the access token expires (seconds since 1970), readable by scripts: they renew it before a call fails. */
export const SESSION_COOKIE = 'tessera_session';
export const SESSION_PATH = '/fapi/session';

/** How long the browser keeps the refresh token, and the cookies that outlive one access token. */
export const REFRESH_SECONDS = 30 * 86_400;

export function setTokenCookies(reply: FastifyReply, tokens: { accessToken: string; refreshToken: string; expiresIn: number }): void {
  setCookie(reply, ACCESS_COOKIE, tokens.accessToken, { path: '/', maxAge: tokens.expiresIn, httpOnly: true, sameSite: 'Lax' });
  setCookie(reply, REFRESH_COOKIE, tokens.refreshToken, { path: SESSION_PATH, maxAge: REFRESH_SECONDS, httpOnly: true, sameSite: 'Strict' });
  setSessionCookie(reply, Math.floor(Date.now() / 1000) + tokens.expiresIn);
}

/** The access token's expiry where scripts can read it (never the token itself). */
export function setSessionCookie(reply: FastifyReply, expiresAt: number): void {
  setCookie(reply, SESSION_COOKIE, String(expiresAt), { path: '/', maxAge: REFRESH_SECONDS, httpOnly: false, sameSite: 'Lax' });
}

/**
 * Whether a request comes from a page of this store: a cookie-authenticated write must, so another site cannot
 * make a shopper's browser change their cart (cross-site request forgery). Browsers send `Origin` with every
 * write; `Sec-Fetch-Site` says the same where a proxy dropped it.
 */
export function sameOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin';
}
