import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf, optionalHolderOf } from '../auth/index';
import type { AccountService } from '../accounts/service';
import type { SupportService } from './service';

/**
 * Customer service's calls at the spec's paths. Contact-us takes anyone: a signed-in customer's case is linked to
 * the account (a guest's, or a revoked sign-in's, is not, and passes the captcha). Warranty is a consumer's call
 * (`/consumers-v3/consumer/…`): a Registered, live sign-in.
 */
export const supportRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService; support: SupportService }> = (
  app,
  { auth, accounts, support },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'GET /consumers-v3/contactus/categorySubject', (request) => Promise.resolve(support.topics(request.query.locale)));

  route(app, 'POST /consumers-v3/contactus', async (request, reply) => {
    const holder = await optionalHolderOf(auth, request);
    const consumer = holder?.tokenType === 'Registered' ? await accounts.consumerOf(holder).catch(() => undefined) : undefined;
    return reply.code(201).send(await support.contactUs(request.body, request.query.locale, consumer?.id ?? null));
  });

  route(app, 'POST /consumers-v3/consumer/warranty', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return reply.code(201).send(await support.warranty(request.body, request.query.locale, consumer));
  });
  done();
};
