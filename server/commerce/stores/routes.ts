import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import { type AuthService, holderOf } from '../auth/index';
import type { StoreService } from './service';

/**
 * The stores' utilities calls at the spec's paths. The list is the same for everyone (a shared cache may keep it a
 * few minutes); the staff list is one employee's answer and is never cached.
 */
export const storeRoutes: FastifyPluginCallbackZod<{ auth: AuthService; stores: StoreService }> = (app, { auth, stores }, done) => {
  route(app, 'GET /consumers-v3/utilities/stores', async (request, reply) => {
    const answer = await stores.list(request.query.locale, request.query.countryCode);
    void reply.header('cache-control', 'public, max-age=300');
    return answer;
  });

  route(app, 'GET /consumers-v3/utilities/stores/:storeId/employees', async (request, reply) => {
    const answer = await stores.employees(await holderOf(auth, request), request.query.locale, request.params.storeId);
    void reply.header('cache-control', 'private, no-store');
    return answer;
  });
  done();
};
