import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { tokenRequestSchema, tokenResponseSchema } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import type { AuthService, TokenHolder } from './service';

/** The bearer token of a request, if it sends one. */
export const bearerToken = (request: FastifyRequest): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** The holder of the request's access token, or 401 AUT401. */
export const holderOf = (auth: AuthService, request: FastifyRequest): Promise<TokenHolder> => auth.verify(bearerToken(request));

/**
 * `POST /token/v2/auth/token` (spec 000 §7): `{ type: "Guest" }` makes a new guest; `{ type: "Guest", refreshToken }`
 * exchanges a refresh token for new ones (reusing one revokes its family). Registered tokens come with accounts.
 * `basketId` names the holder's open cart, null until one exists.
 */
export const authRoutes: FastifyPluginCallbackZod<{ auth: AuthService; openCartOf: (holderId: string) => Promise<string | null> }> = (app, { auth, openCartOf }, done) => {
  app.post('/token/v2/auth/token', {
    schema: { body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
  }, async (request, reply) => {
    const body = request.body;
    if (body.type === 'Registered') throw ApiError.badRequest('body.type: Registered tokens need an account sign-in, which this store does not offer yet', 'body.type');
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
