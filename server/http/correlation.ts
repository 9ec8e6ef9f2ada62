import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const CORRELATION_HEADER = 'x-correlation-id';
/** Caller ids are echoed in headers and logs, so only plain tokens are taken over. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's correlation id when it is a plain token, else a fresh UUID. */
export function correlationId(req: IncomingMessage): string {
  const given = req.headers[CORRELATION_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.slice(0, 128);

/**
 * Echoes the correlation id and logs the spec's shared request headers (spec 001 §7). They are
 * accepted, never required; the access key is a credential, so only its presence is logged.
 */
export function installCorrelation(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_HEADER, request.id);
    const headers = request.headers;
    const query = request.query as Record<string, unknown> | undefined;
    const context = {
      transactionId: single(headers['x-transaction-id']),
      trustId: single(headers['x-trust-id']),
      accessKey: headers['x-access-key'] === undefined ? undefined : 'present',
      locale: typeof query?.locale === 'string' ? query.locale.slice(0, 35) : undefined,
    };
    if (Object.values(context).some((value) => value !== undefined)) {
      // The reply logs "request completed", so both carry the context.
      request.log = request.log.child(context);
      reply.log = request.log;
    }
  });
}
