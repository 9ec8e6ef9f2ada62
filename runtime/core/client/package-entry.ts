/*
 * `tessera/client`: the store's API for other programs, typed from the same contract the server registers its
 * routes from. Built to `dist/api-client` by `npm run build` (JavaScript without dependencies, and its declarations).
 *
 * @example
 * import { createTypedClient, fetchTransport } from 'tessera/client';
 * const api = createTypedClient({ transport: fetchTransport('https://store.example') });
 * const { accessToken } = await api.call('POST /token/v2/auth/token', { body: { type: 'Guest' } });
 * const cart = await api.call('POST /cart/v1/item', {
 *   body: { locale: 'en-us', productId: 'RL10062010', upc: '190000100101', qty: 1 },
 *   headers: { authorization: `Bearer ${accessToken}` },
 * });
 */
export { createTypedClient, fillPath, requestOf, type AnswerCheck, type CallArgs, type TypedClient, type TypedClientOptions } from './typed-client';
export { fetchTransport } from '../fetch-transport';
export { ApiError, isApiError, isRetryable, type ApiErrorOptions } from '../api-error';
export type { ApiRequest, ApiResponse, Transport } from '../transport';
export * as errorIds from '../../../schemas/error-ids';
export type { ErrorId, ErrorIdName } from '../../../schemas/error-ids';
export type { CallAnswer, CallInput, Contract, ContractKey } from '../../../schemas';
