import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/contract-route';
import { cookieOf } from '../../platform/index';
import { type AuthService } from '../auth/index';
import { ACCESS_COOKIE, REFRESH_COOKIE, sameOrigin, setTokenCookies } from '../auth/cookies';
import type { AccountService } from './service';

/**
 * The browser's sign-in and sign-out (spec 000 §4), beside `POST /fapi/session`: the tokens stay in HttpOnly cookies.
 * Both are for the store's own pages only (a cookie-authenticated change another site could make a shopper's browser
 * send). Sign-in exchanges the code and verifier, merging what the cookie's guest owns; sign-out revokes the cookie's
 * sign-in and puts a new guest in the cookies (spec 000 §4: "sign-out … then obtains a guest token").
 */
export const accountSessionRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService }> = (app, { auth, accounts }, done) => {
  const ownPagesOnly = (request: Parameters<typeof sameOrigin>[0]) => {
    if (!sameOrigin(request)) throw new ApiError(403, errorIds.forbidden, "The session calls are for this store's own pages");
  };

  route(app, 'POST /fapi/session/signin', async (request, reply) => {
    ownPagesOnly(request);
    void reply.header('cache-control', 'no-store');
    const access = cookieOf(request, ACCESS_COOKIE);
    const guest = access === undefined ? undefined : await auth.verify(access).catch(() => undefined);
    const body = request.body;
    const signedIn = await accounts.exchange(body.authorizationCode, body.codeVerifier, body.guestObjects ?? {}, guest);
    setTokenCookies(reply, signedIn.tokens);
    return { tokenType: signedIn.tokens.tokenType, basketId: signedIn.basketId, merged: signedIn.merged };
  });

  route(app, 'POST /fapi/session/signout', async (request, reply) => {
    ownPagesOnly(request);
    void reply.header('cache-control', 'no-store');
    const refresh = cookieOf(request, REFRESH_COOKIE);
    if (refresh !== undefined) await auth.revokeFamilyOf(refresh);
    const issued = await auth.issueGuest();
    setTokenCookies(reply, issued);
    return { tokenType: issued.tokenType, basketId: null, merged: false };
  });
  done();
};
