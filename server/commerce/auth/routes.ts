import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorIds } from '../../../schemas';
import { route } from '../../http/contract-route';
import { cookieOf } from '../../platform/index';
import { ACCESS_COOKIE, sameOrigin } from './cookies';
import { ApiError } from '../../http/api-error';
import type { GuestObjects } from '../../../schemas';
import type { AuthService, IssuedTokens, TokenHolder } from './service';

/** What a sign-in's token exchange answers beside the tokens (the accounts area does it: `createTokenExchange`). */
export interface RegisteredExchange {
  (
    code: string,
    verifier: string,
    objects: GuestObjects,
    guest: TokenHolder | undefined,
  ): Promise<{
    readonly tokens: IssuedTokens;
    readonly consumerNo: string;
    readonly consumerType: 'REGULAR' | 'EMPLOYEE';
    readonly isEmployeeDiscountTCAccepted: boolean;
    readonly basketId: string | null;
    readonly merged: boolean;
  }>;
}

/** The bearer token of a request, if it sends one. */
export const bearerToken = (request: FastifyRequest): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** Requests whose holder came from the browser's access cookie (their answers refresh the cart count cookie). */
const cookieAuthenticated = new WeakSet<FastifyRequest>();
export const isCookieAuthenticated = (request: FastifyRequest): boolean => cookieAuthenticated.has(request);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The holder of the request's access token, or 401 AUT401: `Authorization: Bearer …` (apps, other programs), else
 * the browser's HttpOnly access cookie, which a write may use only from this store's own pages (403 otherwise).
 */
export async function holderOf(auth: AuthService, request: FastifyRequest): Promise<TokenHolder> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return auth.verify(bearer);
  const cookie = cookieOf(request, ACCESS_COOKIE);
  if (cookie === undefined) return auth.verify(undefined);
  if (WRITES.has(request.method) && !sameOrigin(request))
    throw new ApiError(403, errorIds.forbidden, "A cookie-authenticated change must come from this store's own pages");
  const holder = await auth.verify(cookie);
  cookieAuthenticated.add(request);
  return holder;
}

/** The holder when the request names a valid one, else undefined (reads that also take another proof, like `st`). */
export const optionalHolderOf = (auth: AuthService, request: FastifyRequest): Promise<TokenHolder | undefined> =>
  holderOf(auth, request).catch(() => undefined);

/**
 * `POST /token/v2/auth/token` (spec 000 §7): `{ type: "Guest" }` makes a new guest; a `refreshToken` (of either type)
 * exchanges a refresh token for new ones (reusing one revokes its family); `{ type: "Registered", authorizationCode,
 * codeVerifier, guestObjects }` exchanges a sign-in's code for a consumer's tokens, merging the guest objects the
 * request's guest token owns (Bearer, or the browser's access cookie). `basketId` names the holder's open cart, null
 * until one exists.
 */
export const authRoutes: FastifyPluginCallbackZod<{
  auth: AuthService;
  openCartOf: (holderId: string) => Promise<string | null>;
  exchange: RegisteredExchange;
}> = (app, { auth, openCartOf, exchange }, done) => {
  route(app, 'POST /token/v2/auth/token', async (request, reply) => {
    const body = request.body;
    void reply.header('cache-control', 'no-store');
    if (body.type === 'Registered' && body.refreshToken === undefined) {
      if (body.authorizationCode === undefined || body.codeVerifier === undefined)
        throw ApiError.badRequest(
          'body.authorizationCode: a Registered token needs the sign-in’s authorizationCode and codeVerifier (or a refreshToken)',
          'body.authorizationCode',
        );
      const guest = await optionalHolderOf(auth, request);
      const signedIn = await exchange(body.authorizationCode, body.codeVerifier, body.guestObjects ?? {}, guest);
      return {
        accessToken: signedIn.tokens.accessToken,
        refreshToken: signedIn.tokens.refreshToken,
        tokenType: signedIn.tokens.tokenType,
        expiresIn: signedIn.tokens.expiresIn,
        basketId: signedIn.basketId,
        consumerNo: signedIn.consumerNo,
        consumerType: signedIn.consumerType,
        isEmployeeDiscountTCAccepted: signedIn.isEmployeeDiscountTCAccepted,
        merged: signedIn.merged,
      };
    }
    const issued = body.refreshToken ? await auth.refresh(body.refreshToken) : await auth.issueGuest();
    return {
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      tokenType: issued.tokenType,
      expiresIn: issued.expiresIn,
      basketId: body.refreshToken ? await openCartOf(issued.holderId) : null,
    };
  });
  done();
};
