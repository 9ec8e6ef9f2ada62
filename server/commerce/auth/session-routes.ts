import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorIds } from '../../../schemas';
import { route } from '../../http/contract-route';
import { ApiError } from '../../http/api-error';
import { decodeJwt } from 'jose';
import { cookieOf } from '../../platform/index';
import { ACCESS_COOKIE, REFRESH_COOKIE, sameOrigin, setSessionCookie, setTokenCookies } from './cookies';

/** An access token this close to its end is renewed rather than kept. */
const RENEW_WITHIN_S = 60;
import type { AuthService, IssuedTokens } from './service';

/**
 * `POST /fapi/session`: the browser's side of the token call (spec 000 §4: "a guest token is obtained when there is
 * no login or access cookie"). A valid access cookie is kept; else the refresh cookie is exchanged (rotating it);
 * else, or when that token was revoked or reused, a new guest is made. The tokens go back in HttpOnly cookies and
 * never in the body, so no script of the page can read them.
 */
export const sessionRoutes: FastifyPluginCallbackZod<{ auth: AuthService; openCartOf: (holderId: string) => Promise<string | null> }> = (
  app,
  { auth, openCartOf },
  done,
) => {
  route(app, 'POST /fapi/session', async (request, reply) => {
    if (!sameOrigin(request)) throw new ApiError(403, errorIds.forbidden, "The session call is for this store's own pages");
    void reply.header('cache-control', 'no-store');
    const access = cookieOf(request, ACCESS_COOKIE);
    const current = access === undefined ? undefined : await auth.verify(access).catch(() => undefined);
    const expires = current && access ? (decodeJwt(access).exp ?? 0) : 0;
    if (current && expires - RENEW_WITHIN_S > Date.now() / 1000) {
      setSessionCookie(reply, expires);
      return { tokenType: current.tokenType, basketId: await openCartOf(current.holderId) };
    }
    const refresh = cookieOf(request, REFRESH_COOKIE);
    let issued: IssuedTokens | undefined;
    if (refresh !== undefined) issued = await auth.refresh(refresh).catch(() => undefined);
    issued ??= await auth.issueGuest();
    setTokenCookies(reply, issued);
    return { tokenType: issued.tokenType, basketId: await openCartOf(issued.holderId) };
  });
  done();
};
