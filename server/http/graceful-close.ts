import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, answers to requests still in flight carry `connection: close`, so their
 * keep-alive sockets end with the answer instead of holding shutdown open until they time out.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
