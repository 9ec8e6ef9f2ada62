export { createTypedClient, fillPath, requestOf, type AnswerCheck, type CallArgs, type TypedClient, type TypedClientOptions } from './typed-client';
