import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorIds } from '../../schemas';
import { ApiError, errorEnvelope, errorIdForStatus } from './api-error';

/** Fastify says "querystring"; shoppers and the API client say "query". */
const contextNames: Record<string, string> = { querystring: 'query' };

interface Issue {
  readonly instancePath: string;
  readonly message?: string;
}

/** `params.siteId: must look like {brand}-{xx}-{yy}` — the location of each bad field, then why. */
export function describeValidation(context: string | undefined, issues: readonly Issue[]): { message: string; field: string } {
  const where = contextNames[context ?? ''] ?? context ?? 'request';
  const fields = issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { field: path ? `${where}.${path}` : where, message: issue.message ?? 'is invalid' };
  });
  return {
    message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
    field: fields[0]?.field ?? where,
  };
}

function send(reply: FastifyReply, status: number, errorId: string, message: string, field?: string, details?: ApiError['details']): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(reply.request.id, errorId, message, field, details));
}

/** Answers every error as the spec's envelope; anything unexpected becomes GEN500 with nothing internal in it. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) return send(reply, error.statusCode, error.errorId, error.message, error.field, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, field } = describeValidation(error.validationContext, error.validation);
    return send(reply, 400, errorIds.badRequest, message, field);
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const fastifyError = error as FastifyError;
    const field = fastifyError.code?.startsWith('FST_ERR_CTP_') ? 'body' : undefined;
    return send(reply, status, errorIdForStatus(status), fastifyError.message, field);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, errorIds.internal, 'Something went wrong on our side. Please try again later.');
}

/** Installs the envelope for handler errors, unknown routes and URLs the router cannot decode. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, errorIds.notFound, `No route for ${request.method} ${request.url.split('?', 1)[0] ?? ''}`),
  );
}

/** For Fastify's `frameworkErrors` option: a bad URL encoding or an over-long parameter is the caller's fault. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-correlation-id', request.id);
  void send(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, errorIds.badRequest, error.message);
}
