import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, putCookie } from '../../http/cookies';

export { cookieOf };

/**
 * The browser's tokens, in cookies its scripts cannot read (HttpOnly), sent only to this store (SameSite), over
 * https only when the store is served over https (Secure). The access token goes with every call; the refresh
 * token only to the session call that exchanges it. The cart's item count is the one cookie scripts read: the
 * header shows it on every page without asking the server.
 */
export const ACCESS_COOKIE = 'tessera_at';
export const REFRESH_COOKIE = 'tessera_rt';
export const CART_COUNT_COOKIE = 'tessera_cart_count';
/** When the access token expires (seconds since 1970), readable by scripts: they renew it before a call fails. */
export const SESSION_COOKIE = 'tessera_session';
export const SESSION_PATH = '/fapi/session';

const REFRESH_SECONDS = 30 * 86_400;

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

export function setTokenCookies(request: FastifyRequest, reply: FastifyReply, tokens: { accessToken: string; refreshToken: string; expiresIn: number }): void {
  putCookie(reply, ACCESS_COOKIE, `${ACCESS_COOKIE}=${tokens.accessToken}; Path=/; Max-Age=${tokens.expiresIn}; HttpOnly; SameSite=Lax${secure(request)}`);
  putCookie(reply, REFRESH_COOKIE, `${REFRESH_COOKIE}=${tokens.refreshToken}; Path=${SESSION_PATH}; Max-Age=${REFRESH_SECONDS}; HttpOnly; SameSite=Strict${secure(request)}`);
  setSessionCookie(request, reply, Math.floor(Date.now() / 1000) + tokens.expiresIn);
}

/** The access token's expiry where scripts can read it (never the token itself). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, expiresAt: number): void {
  putCookie(reply, SESSION_COOKIE, `${SESSION_COOKIE}=${expiresAt}; Path=/; Max-Age=${REFRESH_SECONDS}; SameSite=Lax${secure(request)}`);
}

/** `en-us.3`: the site's path locale and its cart's units (a shopper may hold a cart on each site). */
export function setCartCountCookie(request: FastifyRequest, reply: FastifyReply, locale: string, count: number): void {
  putCookie(reply, CART_COUNT_COOKIE, `${CART_COUNT_COOKIE}=${locale}.${count}; Path=/; Max-Age=${REFRESH_SECONDS}; SameSite=Lax${secure(request)}`);
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
