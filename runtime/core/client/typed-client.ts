import type { CallAnswer, CallInput, ContractKey } from '../../../schemas';
import { ApiError, isApiError } from '../api-error';
import type { ApiRequest, Transport } from '../transport';

/** A call's input may be left out when every part of it is optional. */
export type CallArgs<K extends ContractKey> = Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** Checks an answer; the editor hands in the contract's schemas (zod), the storefront checks nothing (no zod in its bundle). */
export type AnswerCheck = (key: ContractKey, body: unknown) => { readonly ok: true; readonly value: unknown } | { readonly ok: false };

export interface TypedClientOptions {
  /** `fetchTransport()` in the browser and for other programs, an in-process transport in the server's render. */
  readonly transport: Transport;
  /** Headers every call sends (correlation id, preview date…), asked for each call. */
  readonly headers?: () => Readonly<Record<string, string>>;
  /** Query parameters every call sends (the content calls' `locale`). */
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly check?: AnswerCheck;
}

/**
 * The one client of Tessera's API, typed from the contract (`schemas/api/contract`): a call is named by its method
 * and path as the server registers it, takes `params`, `query` and `body` of the call's types, and resolves to its
 * answer's type. A non-2xx answer, a refused answer check or no answer at all throws `ApiError` (status 0 when the
 * server could not be reached).
 *
 * @example
 * const api = createTypedClient({ transport: fetchTransport('https://store.example') });
 * const cart = await api.call('POST /cart/v1/item', { body: { cartId, productId, upc, qty: 1 }, headers: { authorization } });
 */
export interface TypedClient {
  call<K extends ContractKey>(key: K, ...args: CallArgs<K>): Promise<CallAnswer<K>>;
}

type Values = Readonly<Record<string, unknown>>;

/** A path or query value as sent: a list as one comma list (the API's form for several values). */
const text = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : Array.isArray(value)
      ? value.join(',')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

/** `/cart/v1/cart/:basketId` with `{ basketId }` → `/cart/v1/cart/abc`, each value encoded. */
export function fillPath(template: string, params: Values = {}): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = text(params[name]);
    if (value === undefined) throw new TypeError(`${template}: the parameter "${name}" is missing`);
    return encodeURIComponent(value);
  });
}

/** The request a call makes: method and path from its key, its parts filled in. */
export function requestOf(key: ContractKey, input: Partial<Record<'params' | 'query' | 'body' | 'headers', unknown>> = {}): ApiRequest {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as ApiRequest['method'];
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries((input.query ?? {}) as Values)) query[name] = text(value);
  return {
    method,
    path: fillPath(key.slice(space + 1), input.params as Values | undefined),
    query,
    ...(input.headers ? { headers: input.headers as Readonly<Record<string, string>> } : {}),
    ...(input.body === undefined ? {} : { body: input.body }),
  };
}

export function createTypedClient(options: TypedClientOptions): TypedClient {
  return {
    async call(key, ...[input]) {
      const own = requestOf(key, input);
      const request: ApiRequest = {
        ...own,
        headers: { accept: 'application/json', ...options.headers?.(), ...own.headers },
        query: { ...options.query, ...own.query },
      };
      let response;
      try {
        response = await options.transport(request);
      } catch (error) {
        throw isApiError(error) ? error : new ApiError(0, undefined, request.path, { cause: error });
      }
      if (response.status < 200 || response.status > 299) {
        throw new ApiError(response.status, response.body, request.path, { retryAfter: response.headers['retry-after'] });
      }
      if (!options.check) return response.body as never;
      const checked = options.check(key, response.body);
      // An answer that breaks the contract is the server's fault (502), never half-read.
      if (!checked.ok) throw new ApiError(502, undefined, request.path);
      return checked.value as never;
    },
  };
}
