import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf, type TokenHolder } from '../auth/index';
import type { PurchaseHistoryService } from './history';

/**
 * `POST /consumers-v3/consumer/purchasehistory` (spec 000 §7): for a signed-in consumer only. `consumerOf` is the
 * accounts area's check of the token (403 AUT404 for a guest's, 401 AUT401 for a sign-in that ended), as the profile's.
 */
export const purchaseHistoryRoutes: FastifyPluginCallbackZod<{
  auth: AuthService;
  consumerOf: (holder: TokenHolder) => Promise<{ readonly id: string }>;
  history: PurchaseHistoryService;
}> = (app, { auth, consumerOf, history }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /consumers-v3/consumer/purchasehistory', async (request) => {
    const consumer = await consumerOf(await holderOf(auth, request));
    return history.page(consumer.id, request.body);
  });
  done();
};
