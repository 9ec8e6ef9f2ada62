import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { AccountService } from '../accounts/index';
import { type AuthService, holderOf } from '../auth/index';

/**
 * The signed-in consumer's saved addresses (spec 000 §7 `POST /address`, `PUT` and `DELETE /address/{addressId}`
 * under `/consumers-v3/consumer`): a Registered access token whose sign-in is live, as the profile's. Another
 * consumer's address answers 404 ADR404, as an unknown one. Nothing here is cached.
 */
export const addressRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService }> = (app, { auth, accounts }, done) => {
  const { addresses } = accounts;
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /consumers-v3/consumer/address', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return reply.code(201).send(await addresses.create(consumer.id, request.body.address));
  });

  route(app, 'PUT /consumers-v3/consumer/address/:addressId', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return addresses.update(consumer.id, request.params.addressId, request.body.address);
  });

  route(app, 'DELETE /consumers-v3/consumer/address/:addressId', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    await addresses.remove(consumer.id, request.params.addressId);
    return reply.code(204).send(null);
  });
  done();
};
