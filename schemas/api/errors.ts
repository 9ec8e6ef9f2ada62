import { z } from 'zod';
import { text } from '../text';

/** The spec's error envelope: `errorDetails[0].errorId` and `message`, plus `appId` and `correlationId`. */
export const errorEnvelopeSchema = z.object({
  errorDetails: z.array(z.object({ errorId: text(), message: text(), field: text().optional() }).catchall(z.union([text(), z.number(), z.boolean(), z.array(z.record(text(), z.union([text(), z.number(), z.boolean()])))]))).min(1),
  appId: text(),
  correlationId: text(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Catalogue codes used by the API layer itself (spec 000 §8 "Other"). Area codes live beside their services. */
export const apiErrorIds = {
  badRequest: 'API400',
  /** Not in the spec's catalogue: a valid token asking for what another holder owns (a cart). */
  forbidden: 'API403',
  notFound: 'API404',
  methodNotAllowed: 'API405',
  notAcceptable: 'API406',
  unsupportedMediaType: 'API415',
  /** Not in the spec's catalogue: an `Idempotency-Key` already used for another request (another cart's order). */
  idempotencyKeyReused: 'API422',
  /** Not in the spec's catalogue: a client over a write route's rate limit (named like the other API codes). */
  tooManyRequests: 'API429',
  internal: 'GEN500',
} as const;
export type ApiErrorId = (typeof apiErrorIds)[keyof typeof apiErrorIds];
