import type { z } from 'zod';
import type { contract } from './map';

export * from './operation';
export { contract } from './map';
export { sessionChangeSchema } from './account';
export { contentCalls, contentKey, type ContentCallPath } from './content';
export {
  addressValidationSchema,
  cardTokenRequestSchema,
  cardTokenSchema,
  challengeParamsSchema,
  orderHeadersSchema,
  paymentMethodsSchema,
  sessionAnswerSchema,
  shipmentMethodsSchema,
} from './commerce';

export type Contract = typeof contract;
export type ContractKey = keyof Contract;

type Field<O, F extends string> = O extends { readonly [K in F]: infer S extends z.ZodType } ? z.input<S> : never;
/** The parts of a call's input, each present exactly when its operation declares it. */
type Part<O, F extends string, As extends string = F> = [Field<O, F>] extends [never]
  ? unknown
  : undefined extends Field<O, F>
    ? { readonly [K in As]?: Field<O, F> }
    : Partial<Field<O, F>> extends Field<O, F>
      ? { readonly [K in As]?: Field<O, F> }
      : { readonly [K in As]: Field<O, F> };

/** What a call takes: `params` for the path, `query`, `body`, and any headers of its own. */
export type CallInput<K extends ContractKey> = Part<Contract[K], 'params'> &
  Part<Contract[K], 'query'> &
  Part<Contract[K], 'body'> & { readonly headers?: Readonly<Record<string, string>> };

/** What a call answers on success. */
export type CallAnswer<K extends ContractKey> = Contract[K] extends { readonly answer: infer S extends z.ZodType } ? z.output<S> : never;
export { checkAnswer } from './check';
