import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { AccountService } from '../accounts/index';
import { type AuthService, holderOf } from '../auth/index';
import type { SubscriptionService } from './service';

/**
 * Subscriptions (spec 000 §7 `GET, PUT, POST /subscription`, `PUT /notification`): a visitor subscribes and confirms
 * without a sign-in; the signed-in consumer's own under `/consumers-v3/consumer/` (a Registered token whose sign-in
 * is live, as the profile's). A consumer only ever reads and changes their own rows. Nothing here is cached.
 */
export const subscriptionRoutes: FastifyPluginCallbackZod<{
  auth: AuthService;
  accounts: AccountService;
  subscriptions: SubscriptionService;
}> = (app, { auth, accounts, subscriptions }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'private, no-store');
  });

  route(app, 'POST /consumers-v3/subscription', async (request, reply) =>
    reply.code(202).send(await subscriptions.subscribe(request.body, request.query.locale)),
  );

  route(app, 'POST /consumers-v3/subscription/confirm', async (request) => subscriptions.confirm(request.body.token));

  route(app, 'POST /consumers-v3/subscription/unsubscribe', async (request) => subscriptions.unsubscribe(request.body.token));

  route(app, 'GET /consumers-v3/consumer/subscription', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return subscriptions.stateOf(consumer.id);
  });

  route(app, 'PUT /consumers-v3/consumer/subscription', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return subscriptions.update(consumer, request.body, request.query.locale);
  });

  route(app, 'PUT /consumers-v3/consumer/notification', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return subscriptions.setNotifications(consumer.id, request.body.notifications);
  });
  done();
};
