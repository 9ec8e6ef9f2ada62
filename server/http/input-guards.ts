import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** PostgreSQL cannot store U+0000 in text: a `%00` anywhere in the URL is refused as bad input up front. */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(/%00/i.test(request.url) ? ApiError.badRequest('request: must not contain the NUL character (%00)', 'request') : undefined);
  });
}
