import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation's key in the contract: its method and its path as the server registers it (`:param`). */
export type OperationKey = `${HttpMethod} /${string}`;

/**
 * One call of the API: what it takes and what it answers, as zod schemas. The server registers the route from it
 * (validation and the OpenAPI document), the typed client derives its input and answer types from it.
 */
export interface Operation {
  /** The line the OpenAPI document shows. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Headers the call reads (others are let through). */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's status: 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The success answer. */
  readonly answer: z.ZodType;
  /** Answers other than success and the error envelope that the call documents (readiness's 503, publish's 422). */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** The body as the OpenAPI document shows it, where the route checks it more loosely than it documents it. */
  readonly documentedBody?: z.ZodType;
}

/** Declares one operation, keeping its schemas' exact types. */
export const operation = <O extends Operation>(definition: O): O => definition;
