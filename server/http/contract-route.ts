import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { contract, type Contract, type ContractKey, type Operation } from '../../schemas';

type Output<O, F extends string> = O extends { readonly [K in F]: infer S extends z.ZodType } ? z.output<S> : unknown;
type Input<O, F extends string> = O extends { readonly [K in F]: infer S extends z.ZodType } ? z.input<S> : never;

/** A request of a contract's call, its parts parsed by the call's schemas. */
export type ContractRequest<K extends ContractKey> = FastifyRequest<{
  Params: Output<Contract[K], 'params'>;
  Querystring: Output<Contract[K], 'query'>;
  Body: Output<Contract[K], 'body'>;
  Headers: Output<Contract[K], 'headers'>;
}>;

type Answer<K extends ContractKey> = Input<Contract[K], 'answer'> | FastifyReply;

/** Handles a contract's call: returns its answer (checked and serialized by the call's answer schema) or sends one. */
export type ContractHandler<K extends ContractKey> = (request: ContractRequest<K>, reply: FastifyReply) => Answer<K> | Promise<Answer<K>>;

/** What a route adds to its call's contract: hooks, limits, its rate-limit config. */
export interface ContractRouteOptions {
  readonly onRequest?: onRequestAsyncHookHandler | onRequestHookHandler;
  readonly bodyLimit?: number;
  readonly config?: RouteShorthandOptions['config'];
}

/** The method and path of a contract key (`'POST /cart/v1/item'`). */
export function keyParts(key: ContractKey): { readonly method: string; readonly url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), url: key.slice(space + 1) };
}

/** The contract's operation for a route as registered (method and url), if it is one of the contract's calls. */
export const operationOf = (method: string, url: string): Operation | undefined =>
  (contract as Readonly<Record<string, Operation>>)[`${method} ${url}`];

/**
 * Registers one call of the contract (`schemas/api/contract`): its method and path, and its parameters, query,
 * headers, body and answers as the route's schema, so validation, serialization and the OpenAPI document all read
 * the one definition the typed client is built from.
 *
 * @example
 * route(app, 'GET /cart/v1/cart/:basketId', async (request) => carts.get(holder, request.params.basketId));
 */
export function route<K extends ContractKey>(app: FastifyInstance, key: K, handler: ContractHandler<K>): void;
export function route<K extends ContractKey>(app: FastifyInstance, key: K, options: ContractRouteOptions, handler: ContractHandler<K>): void;
export function route<K extends ContractKey>(
  app: FastifyInstance,
  key: K,
  ...rest: [ContractHandler<K>] | [ContractRouteOptions, ContractHandler<K>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const operation: Operation = contract[key];
  const { method, url } = keyParts(key);
  app.route({
    method,
    url,
    ...options,
    schema: {
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.headers ? { headers: operation.headers } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response: { [operation.status ?? 200]: operation.answer, ...operation.otherAnswers },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
