import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorIds } from '../../../schemas';
import { route } from '../../http/contract-route';
import { cookieOf } from '../../platform/index';
import { ACCESS_COOKIE, sameOrigin } from './cookies';
import { ApiError } from '../../http/api-error';
import type { AuthService, TokenHolder } from './service';

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
 * `POST /token/v2/auth/token` (spec 000 §7): `{ type: "Guest" }` makes a new guest; `{ type: "Guest", refreshToken }`
 * exchanges a refresh token for new ones (reusing one revokes its family). Registered tokens come with accounts.
 * `basketId` names the holder's open cart, null until one exists.
 */
export const authRoutes: FastifyPluginCallbackZod<{ auth: AuthService; openCartOf: (holderId: string) => Promise<string | null> }> = (
  app,
  { auth, openCartOf },
  done,
) => {
  route(app, 'POST /token/v2/auth/token', async (request, reply) => {
    const body = request.body;
    if (body.type === 'Registered')
      throw ApiError.badRequest('body.type: Registered tokens need an account sign-in, which this store does not offer yet', 'body.type');
    const issued = body.refreshToken ? await auth.refresh(body.refreshToken) : await auth.issueGuest();
    void reply.header('cache-control', 'no-store');
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
