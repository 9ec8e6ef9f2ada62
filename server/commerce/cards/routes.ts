import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { AccountService } from '../accounts/index';
import { type AuthService, holderOf } from '../auth/index';
import type { CardService } from './service';

/**
 * The signed-in consumer's saved cards (spec 000 §7 `/payment_instruments` under `/consumers-v3/consumer`): a
 * Registered access token whose sign-in is live, as the profile's. Another consumer's card answers 404 CRD404, as an
 * unknown one. Nothing here is cached.
 */
export const cardRoutes: FastifyPluginCallbackZod<{ auth: AuthService; accounts: AccountService; cards: CardService }> = (
  app,
  { auth, accounts, cards },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'GET /consumers-v3/consumer/payment_instruments', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return { payment_instruments: await cards.listOf(consumer.id, request.query.payment_method_id) };
  });

  route(app, 'POST /consumers-v3/consumer/payment_instruments', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return reply.code(201).send(await cards.create(consumer.id, request.body));
  });

  route(app, 'PATCH /consumers-v3/consumer/payment_instruments/:paymentInstrumentId', async (request) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    return cards.makeMain(consumer.id, request.params.paymentInstrumentId);
  });

  route(app, 'DELETE /consumers-v3/consumer/payment_instruments/:paymentInstrumentId', async (request, reply) => {
    const consumer = await accounts.consumerOf(await holderOf(auth, request));
    await cards.remove(consumer.id, request.params.paymentInstrumentId);
    return reply.code(204).send(null);
  });
  done();
};
