import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { AccountService } from '../accounts/index';
import { type AuthService, holderOf } from '../auth/index';
import type { EventService } from './service';

/**
 * `POST /consumers-v3/consumer/event-registration` (spec 001 §8): a Registered access token whose sign-in is live,
 * as every consumer call (a guest's token answers 403 AUT404). Nothing here is cached.
 */
export const eventRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService; events: EventService }> = (
  app,
  { auth, accounts, events },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /consumers-v3/consumer/event-registration', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return events.register(request.body, request.query.locale, consumer);
  });
  done();
};
