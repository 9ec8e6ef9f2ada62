import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { retryAfterOf } from '../../platform/sign-in/index';
import { type AuthService, holderOf } from '../auth/index';
import type { AccountService } from './service';

/** A locked sign-in says how long to wait in `Retry-After` too (seconds), as the editor's does. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const seconds = retryAfterOf(error);
    if (seconds !== undefined) void reply.header('retry-after', String(seconds));
    throw error;
  }
}

/**
 * The consumers' account calls of spec 000 §7 at their paths (`/consumers-v3/…`). Sign-in answers a code that
 * `POST /token/v2/auth/token` (`type: Registered`) or the browser's `POST /fapi/session/signin` exchanges. The
 * profile and the password change take a Registered access token (`Authorization: Bearer …`, or the browser's
 * cookie from the store's own pages). Nothing here is cached.
 */
export const accountRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService }> = (app, { auth, accounts }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /consumers-v3/auth/signup', async (request, reply) => {
    const created = await accounts.signUp(request.body, request.query.locale, request.headers.source);
    return reply.code(201).send(created);
  });

  route(app, 'POST /consumers-v3/auth/signin', async (request, reply) =>
    withRetryAfter(reply, () => accounts.signIn('consumer', request.body, request.ip)),
  );

  route(app, 'POST /consumers-v3/consumer/agent/login', async (request, reply) =>
    withRetryAfter(reply, () => accounts.signIn('agent', request.body, request.ip)),
  );

  route(app, 'POST /consumers-v3/consumer/auth/signout', async (request, reply) => {
    // Answered the same for a token that was unknown or already revoked: signing out twice is not an error.
    await auth.revokeFamilyOf(request.body.refreshToken);
    return reply.code(204).send(null);
  });

  route(app, 'POST /consumers-v3/consumer/changepassword', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    await accounts.passwords.change(consumer.id, request.body.currentPassword, request.body.newPassword);
    return reply.code(204).send(null);
  });

  route(app, 'POST /consumers-v3/confirmforgotpassword', async (request, reply) => {
    await accounts.passwords.forgot(request.body.email, request.body.recaptcha_response, request.query.locale);
    return reply.code(202).send(null);
  });

  route(app, 'POST /consumers-v3/consumer/resetpassword', async (request, reply) => {
    await accounts.passwords.reset(request.body.token, request.body.newPassword);
    return reply.code(204).send(null);
  });

  route(app, 'GET /consumers-v3/consumer/profile', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return accounts.profiles.get(consumer, request.query.includeLoyaltySummary === 'true', request.query.locale);
  });

  route(app, 'PUT /consumers-v3/consumer/profile', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return accounts.profiles.update(consumer, request.body.consumerProfile, request.query.locale);
  });

  route(app, 'POST /consumers-v3/consumer/profile', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return reply.code(201).send(await accounts.enrollment.complete(consumer, request.body.consumerProfile, request.query.locale));
  });

  route(app, 'PUT /consumers-v3/consumer/employee-terms', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return accounts.acceptEmployeeTerms(consumer);
  });

  route(app, 'POST /consumers-v3/consumer/retrieveUserData', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return accounts.enrollment.userData(consumer, request.body.consumerId, request.body.email);
  });

  // A visitor's call: no token needed (the enrollment starts signed out).
  route(app, 'GET /consumers-v3/consumer/lookup', async (request) =>
    accounts.enrollment.lookup(request.query.email, request.query.recaptcha_response),
  );
  done();
};
